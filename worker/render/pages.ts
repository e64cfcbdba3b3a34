import * as build from "virtual:react-router/server-build";
import { type AppLoadContext, createRequestHandler, matchRoutes } from "react-router";
import { isAdminPath } from "../../contracts/admin-paths";
import type { RouteHandle } from "../../contracts/page-meta";
import type { SiteConfig } from "../../contracts/site-config";
import type { SocialPreview } from "../../contracts/social-preview";
import type { AppContext } from "../env";
import { errorSummary, logEvent, redactPrivatePaths } from "../operations/log";
import { formAge, formStamp } from "../security/form-stamp";
import { analyzeContent } from "../seo/content-metrics";
import { pageSeo } from "../seo/page-seo";
import { serverSiteData } from "./site-data.server";

// React Router's server build of client/ (framework mode): the pages, their loaders and their handles.
const handle = createRequestHandler(build, import.meta.env.MODE);

/** A route of the table in client/routes.ts, with its whole path ("/insights/:slug"). */
export interface PageRoute {
  id: string;
  path: string;
  handle: RouteHandle | undefined;
}

let table: PageRoute[] | undefined;

/** The site's pages as the route table lists them, read from the server build once per isolate. */
export function pageRoutes(): PageRoute[] {
  table ??= (() => {
    const { routes } = build;
    const pathOf = (id: string): string => {
      const route = routes[id];
      if (!route) return "";
      const parent = route.parentId ? pathOf(route.parentId) : "";
      return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
    };
    return Object.values(routes).flatMap((route) =>
      route && (route.path !== undefined || route.index)
        ? [{ id: route.id, path: pathOf(route.id) || "/", handle: route.module.handle as RouteHandle | undefined }]
        : [],
    );
  })();
  return table;
}

/**
 * Whether the page at a path is an admin screen: in the admin area, or a route whose meta
 * says "admin". Such a page renders (and loads) only for a signed-in admin.
 */
export function isAdminPage(rawPath: string): boolean {
  // A client-side navigation reads a page's data at "<path>.data".
  const path = rawPath.replace(/\.data$/, "") || "/";
  if (isAdminPath(path)) return true;
  const routes = pageRoutes();
  const matched = matchRoutes(
    routes.map((route) => ({ path: route.path, id: route.id })),
    path,
  );
  const leaf = matched?.at(-1)?.route.id;
  return routes.some((route) => route.id === leaf && route.handle?.meta?.category === "admin");
}

/** Sends a request through the whole worker (its guards included), as a loader's in-process API call. */
export type Dispatch = (request: Request) => Promise<Response>;

/**
 * Hands a page request to React Router, with the load context its loaders read: the site's
 * configuration, its reads (straight from D1 and content/), the SEO generator, the request's
 * nonce and the worker's own API. Admin screens and private pages are never stored anywhere.
 */
export async function renderPage(c: AppContext, dispatch: Dispatch): Promise<Response> {
  const config = c.var.config;
  // Admin loaders call the admin API with this request's credentials, so the guard checks them again.
  const credentials = new Headers();
  // The visitor's address and page go too, so a form sent to a page's action meets the API's limits as the visitor.
  for (const name of ["Cookie", "Cf-Access-Jwt-Assertion", "User-Agent", "Host", "CF-Connecting-IP", "Referer"]) {
    const value = c.req.header(name);
    if (value) credentials.set(name, value);
  }
  let stored = true;
  const stampSecret = c.env.FORM_STAMP_SECRET || `form-stamp:${config.siteUrl}`;
  const context: AppLoadContext = {
    siteConfig: config,
    siteData: serverSiteData(c.env.DB, c.env.ASSETS, (path) => socialPreview(path, config, dispatch)),
    nonce: c.get("secureHeadersNonce") ?? "",
    head(page) {
      // Admin screens and private pages (noindex: e.g. a booking's manage link) are never stored.
      if (page.meta.category === "admin" || page.meta.noindex) stored = false;
      return pageSeo(page, config);
    },
    api: (path, init) => {
      const headers = new Headers(credentials);
      for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
      return dispatch(new Request(new URL(path, c.req.url), { ...init, headers }));
    },
    formStamp: () => formStamp(stampSecret),
    formAge: (stamp) => formAge(stampSecret, stamp),
    renderFailed(error) {
      c.set("renderFailed", true);
      logEvent("render.failed", { path: redactPrivatePaths(c.req.path), error: errorSummary(error) }, "error");
    },
  };
  const response = await handle(c.req.raw, context);
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", stored && response.status === 200 ? "public, max-age=0, must-revalidate" : "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The text of the first element of a kind in a page's HTML, as written. */
const between = (html: string, open: RegExp, close: string): string | undefined => {
  const start = html.search(open);
  if (start < 0) return undefined;
  const end = html.indexOf(close, start);
  return end < 0 ? undefined : html.slice(start, end);
};

/**
 * How the page at a path shows when shared: the tags social sites read from its head, as a
 * crawler gets the page; null when no page answers there. Admin pages are never shared.
 */
export async function socialPreview(path: string, config: SiteConfig, dispatch: Dispatch): Promise<SocialPreview | null> {
  const url = new URL(path, config.siteUrl);
  if (isAdminPage(url.pathname)) return null;
  const response = await dispatch(
    new Request(new URL(url.pathname, config.siteUrl), { headers: { "User-Agent": "facebookexternalhit/1.1" } }),
  );
  if (response.status !== 200) return null;
  const tags: Record<string, string> = {};
  let title = "";
  const read = (key: string) => ({
    element(element: Element) {
      const value = element.getAttribute("content") ?? element.getAttribute("href");
      const name = element.getAttribute(key);
      if (name && value !== null && !(name in tags)) tags[name] = value;
    },
  });
  const html = await new HTMLRewriter()
    .on("head title", {
      text(text) {
        title += text.text;
      },
    })
    .on("head meta[name]", read("name"))
    .on("head meta[property]", read("property"))
    .on("head link[rel=canonical]", read("rel"))
    .transform(response)
    .text();
  const main = between(html, /<main[\s>]/, "</main>") ?? "";
  const metrics = analyzeContent(main);
  const canonicalUrl = tags.canonical ?? url.href;
  return {
    path: url.pathname,
    title: decodeEntities(title),
    description: decodeEntities(tags.description ?? ""),
    ogTitle: decodeEntities(tags["og:title"] ?? title),
    ogDescription: decodeEntities(tags["og:description"] ?? tags.description ?? ""),
    ...(tags["og:image"] ? { ogImage: decodeEntities(tags["og:image"]) } : {}),
    canonicalUrl: decodeEntities(canonicalUrl),
    host: new URL(canonicalUrl).host,
    noindex: (tags.robots ?? "").includes("noindex"),
    metrics: {
      wordCount: metrics.wordCount,
      readingTime: metrics.readingTime,
      score: metrics.score,
      complexity: metrics.complexity,
      recommendations: metrics.recommendations,
    },
  };
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
/** The text of an attribute or title as React wrote it (it escapes these five). */
const decodeEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** Names this build (the client's assets), e.g. to keep cached pages from outliving it. */
export const buildId = (): string => build.assets.version;
