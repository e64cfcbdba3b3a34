import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.edge";
import { createStaticHandler, createStaticRouter, matchRoutes, type StaticHandlerContext, StaticRouterProvider } from "react-router";
import { HeroPictureContext } from "../../client/components/images/hero-picture";
import type { LoadContext } from "../../client/lib/load-context";
import { RenderedSectionsContext, sectionsLoaded } from "../../client/lib/near-viewport";
import { routes } from "../../client/routes";
import type { SiteImage } from "../../content/images";
import { isAdminPath } from "../../contracts/admin-paths";
import type { LandingPageView } from "../../contracts/landing-page";
import { isBare, notFoundMeta, type PageMeta, type RouteHandle, resolveMeta } from "../../contracts/page-meta";
import type { SiteConfig } from "../../contracts/site-config";
import type { SocialPreview } from "../../contracts/social-preview";
import { siteConfig } from "../config";
import type { AppContext } from "../env";
import { landingContentHtml } from "../landing/compose";
import { errorSummary, logEvent, redactPrivatePaths } from "../operations/log";
import { isGuardedRoute } from "../security/admin-guard";
import type { SeoResult } from "../seo/generator";
import { pageSeo } from "../seo/page-seo";
import { socialPreviewOf } from "../seo/preview";
import { pageAssets } from "./assets";
import { documentShell } from "./document";
import { fixedSections } from "./fixed-sections";
import { serializeHydration } from "./hydration";
import { inlineStyles } from "./inline-styles";
import { serverSiteData } from "./site-data.server";
import { wrapStream } from "./wrap-stream";

const handler = createStaticHandler(routes);

const fallbackMeta: PageMeta = {
  title: "Something went wrong",
  description: "This page could not be shown.",
  category: "utility",
  keywords: [],
  noindex: true,
};

function pageMeta(context: StaticHandlerContext): PageMeta {
  if (context.statusCode === 404) return notFoundMeta;
  if (context.errors) return fallbackMeta;
  const matches = context.matches.map((m) => ({
    id: m.route.id,
    pathname: m.pathname,
    params: m.params,
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
    loaderData: context.loaderData[m.route.id],
  }));
  return resolveMeta(matches) ?? fallbackMeta;
}

function pageModuleIds(context: StaticHandlerContext): string[] {
  return context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.modules ?? []);
}

/** The words the matched page shows (its route's content reference), by name. */
function pageContentName(context: StaticHandlerContext): string | undefined {
  return context.matches.map((m) => (m.route.handle as RouteHandle | undefined)?.content).findLast(Boolean);
}

/**
 * What a page's loader read that the SEO needs: the FAQs it shows and, when the content is to
 * be measured (the social preview), its main content. Ordinary renders skip the measuring.
 */
function loadedContent(context: StaticHandlerContext, measure: boolean): { content?: string; faqs?: LandingPageView["faqs"] } {
  for (const data of Object.values(context.loaderData ?? {})) {
    const loaded = data as { article?: { html?: unknown }; page?: LandingPageView } | null;
    if (typeof loaded?.article?.html === "string") return measure ? { content: loaded.article.html } : {};
    if (loaded?.page?.sections) return { faqs: loaded.page.faqs, ...(measure ? { content: landingContentHtml(loaded.page) } : {}) };
  }
  return {};
}

interface PageHead {
  status: number;
  meta: PageMeta;
  seo: SeoResult;
}

/** The head of the page a static-handler query found: the route's meta through the SEO generator. */
function pageHead(context: StaticHandlerContext, path: string, config: SiteConfig, measure = false): PageHead {
  const meta = pageMeta(context);
  const content = context.statusCode === 200 ? pageContentName(context) : undefined;
  const seo = pageSeo({ path, meta, measure, contentName: content, ...loadedContent(context, measure) }, config);
  return { status: context.statusCode, meta, seo };
}

/** Runs the route table's loaders for a request, reading D1 directly (and the API in-process, when given). */
function queryPages(request: Request, env: AppContext["env"], config: SiteConfig = siteConfig(env), api?: LoadContext["api"]) {
  const siteData = serverSiteData(env.DB, env.ASSETS, (path) => socialPreview(path, env, config));
  const requestContext: LoadContext = { siteConfig: config, siteData, api };
  return handler.query(request, { requestContext });
}

/** Sends a request through the whole worker (its guards included), as a loader's in-process API call. */
export type Dispatch = (request: Request) => Promise<Response>;

/** How the page at a path shows when shared (its query string is ignored); null when no page answers there. */
export async function socialPreview(path: string, env: AppContext["env"], config: SiteConfig): Promise<SocialPreview | null> {
  const url = new URL(path, config.siteUrl);
  // Admin pages are not shared, and their loaders must not run for a public preview.
  if (isAdminPath(url.pathname)) return null;
  const context = await queryPages(new Request(new URL(url.pathname, config.siteUrl)), env, config);
  if (context instanceof Response || context.statusCode !== 200) return null;
  return socialPreviewOf(url.pathname, pageHead(context, url.pathname, config, true).seo);
}

const guardedPaths = new Map<string, boolean>();
const GUARDED_PATHS_KEPT = 1000;

/**
 * Whether the route that answers a path is an admin route (worker/security/admin-guard.ts).
 * Kept by path: React Router compiles the whole route table for every match, which cost a
 * fifth of a city page's render.
 */
function guardedPath(path: string): boolean {
  let guarded = guardedPaths.get(path);
  if (guarded === undefined) {
    guarded = (matchRoutes(routes, path) ?? []).some((m) => isGuardedRoute(m.route));
    // Paths are the visitor's to choose: the memory is bounded.
    if (guardedPaths.size >= GUARDED_PATHS_KEPT) guardedPaths.clear();
    guardedPaths.set(path, guarded);
  }
  return guarded;
}

/**
 * Renders a page: the route table's static handler runs the loaders against D1, then React
 * streams the document. Crawlers get it whole (allReady); people get it as it renders.
 */
export async function renderPage(c: AppContext, dispatch?: Dispatch): Promise<Response> {
  // Defence in depth: whatever path reached it, an admin route renders (and loads) only for a signed-in admin.
  if (!c.get("adminEmail") && guardedPath(c.req.path)) {
    c.header("Cache-Control", "no-store");
    return c.text("Access denied.", 403);
  }
  const config = c.var.config;
  // Admin loaders call the admin API with this request's credentials, so the guard checks them again.
  const credentials = new Headers();
  for (const name of ["Cookie", "Cf-Access-Jwt-Assertion", "User-Agent", "Host"]) {
    const value = c.req.header(name);
    if (value) credentials.set(name, value);
  }
  const api = dispatch ? (path: string) => dispatch(new Request(new URL(path, c.req.url), { headers: credentials })) : undefined;
  const context = await queryPages(c.req.raw, c.env, config, api);
  if (context instanceof Response) return context;
  // Sections the browser hydrates lazily render in place here (client/lib/near-viewport.tsx).
  await sectionsLoaded();
  const { meta, seo, status } = pageHead(context, c.req.path, config);
  const nonce = c.get("secureHeadersNonce") ?? "";
  const assets = pageAssets(pageModuleIds(context));
  const styles = await inlineStyles(c.env.ASSETS, assets.stylesheets);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sections = fixedSections(config);
  // The hero renders with the page's first part, which React has rendered when the stream is
  // returned (below); the head, sent first, is written after that.
  let hero: SiteImage | undefined;
  const heroShown = (image: SiteImage) => {
    hero ??= image;
  };
  const page = (
    <RenderedSectionsContext value={sections}>
      <HeroPictureContext value={heroShown}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HeroPictureContext>
    </RenderedSectionsContext>
  );
  const app = await renderToReadableStream(page, {
    nonce,
    // Rendered Suspense boundaries stay in document order, however large (React would move
    // big ones to the end of the stream, to be put in place by script).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    signal: c.req.raw.signal,
    onError(error) {
      c.set("renderFailed", true);
      logEvent("render.failed", { path: redactPrivatePaths(c.req.path), error: errorSummary(error) }, "error");
    },
  });

  const shell = documentShell(
    {
      seo,
      article: meta.article,
      indexable: status === 200,
      assets,
      styles,
      nonce,
      header: meta.pageType !== "admin" && !isBare(context.matches.map((match) => match.route)),
      hero,
    },
    serializeHydration(context),
  );

  if (isbot(c.req.header("User-Agent") ?? "")) await app.allReady;
  const stream = sections.keep(wrapStream(shell.start, app, shell.end), () => !c.get("renderFailed"));

  return new Response(stream, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Admin screens and private pages (noindex: e.g. a booking's manage link) are never stored.
      "Cache-Control": meta.category === "admin" || meta.noindex ? "no-store" : "public, max-age=0, must-revalidate",
    },
  });
}
