import { type ReactNode, useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { business } from "../content/business";
import { notFoundMeta, type PageMeta, resolveMeta } from "../contracts/page-meta";
import { type SiteConfig, telHref } from "../contracts/site-config";
import { CallBar } from "./components/calls/call-bar";
import { ChatLauncher } from "./components/chat/chat-launcher";
import { ConnectionStatus } from "./components/connection-status";
import { Footer } from "./components/footer";
import { Header } from "./components/header/header";
import { PageSpinner } from "./components/page-spinner";
import { Toaster } from "./components/toast/toaster";
import { PAGE_SHOWN_EVENT } from "./lib/attribution/conversions";
import { NonceContext } from "./lib/nonce";
import type { PageLoaderArgs } from "./lib/page";
import stylesheet from "./styles.css?url";

/** The root's data is the site configuration; the worker puts it in the load context. */
export function loader({ context }: PageLoaderArgs): SiteConfig {
  return context.siteConfig;
}

/**
 * The site's stylesheet, with a precedence: React then writes it into the head before the
 * scripts' preloads, so the browser asks for it first (without one it would come after them).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

/** The root's data never changes within a visit. */
export const shouldRevalidate = () => false;

/** The head of a page whose loader failed (a page's own head comes from its meta export: client/lib/page.ts). */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? notFoundMeta.title : `Something went wrong | ${business.name}` },
    { name: "description", content: notFound ? notFoundMeta.description : "This page could not be shown." },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <Meta />
        <meta name="theme-color" content="#0f2a44" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Links />
        {/*
          Nothing is painted before the header has been read whole: a slow connection or a busy
          device would otherwise paint half a header, whose later items then push the earlier
          aside. The browser paints once the named element's start tag is in (<main>, right after
          the header), so the page's words are painted as they arrive.
        */}
        <link rel="expect" href="#main-content" blocking="render" />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Pages where a homeowner may need us now: service, city (landing), emergency and article pages. */
const wantsCallBar = (meta: PageMeta | undefined) => meta?.category === "service" || meta?.pageType === "insight";

/**
 * The public frame: skip link, header, footer, call bar and chat. A bare page leaves out the
 * header and footer; an admin screen leaves out all of it (it has its own frame, and the office
 * needs no chat with our assistant or call bar to our own number).
 */
function Frame({ bare, admin, callBar, children }: { bare: boolean; admin: boolean; callBar: boolean; children: ReactNode }) {
  const plain = bare || admin;
  return (
    <>
      {plain ? null : (
        <>
          <a
            href="#main-content"
            className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to main content
          </a>
          <Header />
        </>
      )}
      <PageSpinner />
      {/*
        A public page is taller than the window from its first part on: a desktop browser then
        shows its scrollbar from the first paint, instead of when the rest of the page arrives,
        which would move everything centred sideways (a layout shift).
      */}
      <main id="main-content" tabIndex={-1} className={`${plain ? "min-h-[60vh]" : "min-h-screen"} outline-none`}>
        {children}
      </main>
      {plain ? null : <Footer />}
      {plain || !callBar ? null : <CallBar />}
      <Toaster />
      <ConnectionStatus />
      {admin ? null : <ChatLauncher />}
    </>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the document as interactive (browser tests wait for it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page shown, which the path names
  useEffect(() => {
    // The visit counter (client/lib/attribution/visits.ts) counts each page shown.
    dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, [pathname]);
  const matches = useMatches();
  const meta = resolveMeta(matches);
  const bare = matches.some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
  return (
    <Frame bare={bare} admin={meta?.pageType === "admin"} callBar={wantsCallBar(meta)}>
      <Outlet />
    </Frame>
  );
}

/** An error outside every page (the root itself failed): a plain page with the emergency line. */
export function ErrorBoundary() {
  return <PageError />;
}

export function PageError() {
  const config = useSiteConfigOrNull();
  const phone = config?.phone;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-700">
        This page could not be shown. Please try again in a moment
        {phone ? (
          <>
            , or call us at{" "}
            <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
              {phone}
            </a>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}

/** The configuration, when the root's loader gave it (not when the root itself failed). */
const useSiteConfigOrNull = () => useRouteLoaderData<SiteConfig>("root") ?? null;
