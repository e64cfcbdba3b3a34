import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router";
import type { ContentPage } from "../content/pages/types";
import type { PageDefinition, RouteHandle } from "../contracts/page-meta";
import { notFoundLoader, Pages, Root, RootErrorBoundary, rootLoader } from "./root";

/** What a page's component module (`client/pages/<name>.tsx`) exports. */
interface PageModule {
  default: ComponentType<{ content: ContentPage }>;
  loader?: LoaderFunction;
}

// The pages' definitions are small and load with the table; components and words load on demand,
// one chunk each. The paths double as the manifest ids the server preloads.
const definitions = import.meta.glob<PageDefinition>("./pages/*.route.ts", { eager: true, import: "default" });
const components = import.meta.glob<PageModule>("./pages/*.tsx");
const contents = import.meta.glob<ContentPage>(["../content/pages/*.ts", "!../content/pages/types.ts"], { import: "default" });
const WORDS_PAGE = "content-page";
const NeverRendered = () => null;

function pageRoute(file: string, { path, meta, content, bare, sitemap }: PageDefinition): RouteObject {
  const name = file.replace(/^\.\/pages\/(.*)\.route\.ts$/, "$1");
  const own = components[`./pages/${name}.tsx`];
  const words = content === undefined ? undefined : contents[`../content/pages/${content}.ts`];
  if (content !== undefined && !words) throw new Error(`${file} names content/pages/${content}.ts, which does not exist`);
  if (!own && !words) throw new Error(`${file} has neither a component (client/pages/${name}.tsx) nor content`);
  // A page of words only shows them with the standard content page.
  const component = own ?? components[`./pages/${WORDS_PAGE}.tsx`]!;
  const modules = [`client/pages/${own ? name : WORDS_PAGE}.tsx`, ...(content === undefined ? [] : [`content/pages/${content}.ts`])];
  const handle: RouteHandle = { meta: meta ?? undefined, bare, content, sitemap, modules };
  return {
    path,
    id: path,
    handle,
    lazy: async () => {
      const [mod, page] = await Promise.all([component(), words?.()]);
      const Page = mod.default;
      return { Component: page ? () => <Page content={page} /> : (Page as ComponentType), loader: mod.loader };
    },
  };
}

/**
 * The site's pages, one per `client/pages/*.route.ts`, shared by the worker's static handler
 * and the browser router. Every registry keyed by path (sitemaps, structured data, the admin
 * guard) is derived from these routes.
 */
export const pageRoutes: RouteObject[] = [
  ...Object.entries(definitions).map(([file, definition]) => pageRoute(file, definition)),
  // Unknown paths: the loader answers 404 and the error boundary shows the not-found page
  // inside the frame; the component, never rendered, tells the router the route renders something.
  { path: "*", id: "not-found", loader: notFoundLoader, Component: NeverRendered },
];

export const routes: RouteObject[] = [
  {
    id: "root",
    loader: rootLoader,
    shouldRevalidate: () => false,
    Component: Root,
    children: [{ id: "pages", Component: Pages, ErrorBoundary: RootErrorBoundary, children: pageRoutes }],
  },
];
