import { useEffect } from "react";
import {
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  Outlet,
  useMatches,
  useRouteError,
  UNSAFE_useScrollRestoration as useScrollRestoration,
} from "react-router";
import { business } from "../content/business";
import { isBare, notFoundMeta, type PageMeta, resolveMeta } from "../contracts/page-meta";
import { type SiteConfig, telHref } from "../contracts/site-config";
import { CallBar } from "./components/calls/call-bar";
import { ChatLauncher } from "./components/chat/chat-launcher";
import { ConnectionStatus } from "./components/connection-status";
import { Header } from "./components/header/header";
import { PageSpinner } from "./components/page-spinner";
import { Toaster } from "./components/toast/toaster";
import { LinkNavigation } from "./lib/link";
import { loadContext } from "./lib/load-context";
import { lazyNearViewport, NearViewport } from "./lib/near-viewport";
import { useSiteConfig } from "./lib/use-site-config";

/** The root's data is the site configuration; the worker puts it in the load context. */
export function rootLoader({ context }: LoaderFunctionArgs): SiteConfig {
  const loaded = loadContext(context);
  if (!loaded) throw new Error("The root loader runs on the server only; the browser hydrates its data.");
  return loaded.siteConfig;
}

/** Unknown paths answer 404. */
export function notFoundLoader(): never {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** Keeps the tab title in step when the browser navigates (the server writes the first one). */
function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

// The footer is at the bottom of every page: it loads and hydrates as it comes near (client/lib/near-viewport.tsx).
const Footer = lazyNearViewport("site-footer", () => import("./components/footer").then((m) => m.Footer));
// Rendered in place on the server; in the browser its code loads only on a missing page.
const NotFound = lazyNearViewport("not-found", () => import("./components/not-found").then((m) => m.NotFound));

/** Pages where a homeowner may need us now: service, city (landing), emergency and article pages. */
const wantsCallBar = (meta: PageMeta | undefined) => meta?.category === "service" || meta?.pageType === "insight";

/**
 * The public frame: skip link, header, footer, call bar and chat. A bare page leaves out the
 * header and footer; an admin screen leaves out all of it (it has its own frame, and the office
 * needs no chat with our assistant or call bar to our own number).
 */
function Frame({ bare, admin, callBar, children }: { bare: boolean; admin: boolean; callBar: boolean; children: React.ReactNode }) {
  const plain = bare || admin;
  // Navigations start at the top (or at the #fragment they name); back and forward restore. The
  // hook of React Router's <ScrollRestoration>, without the component's code for framework mode's
  // server-written script, which this site never renders (about 300 bytes of every first load).
  useScrollRestoration();
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
      {plain ? null : (
        <NearViewport id="site-footer">
          <Footer />
        </NearViewport>
      )}
      {plain || !callBar ? null : <CallBar />}
      <Toaster />
      <ConnectionStatus />
      {admin ? null : <ChatLauncher />}
    </>
  );
}

export function Root() {
  useEffect(() => {
    // Marks the document as interactive (browser tests wait for it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const matches = useMatches();
  const meta = resolveMeta(matches);
  return (
    <LinkNavigation>
      <Frame bare={isBare(matches)} admin={meta?.pageType === "admin"} callBar={wantsCallBar(meta)}>
        <Outlet />
      </Frame>
    </LinkNavigation>
  );
}

/** The layout of every page: while no error shows, the tab title follows the page. */
export function Pages() {
  useDocumentTitle(resolveMeta(useMatches())?.title);
  return <Outlet />;
}

/** Errors below the root render inside the frame: 404s as the not-found page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? notFoundMeta.title : `Something went wrong | ${business.name}`);
  if (notFound)
    return (
      <NearViewport id="not-found">
        <NotFound />
      </NearViewport>
    );
  return <PageError />;
}

function PageError() {
  const { phone } = useSiteConfig();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-700">
        This page could not be shown. Please try again in a moment, or call our 24/7 emergency line at{" "}
        <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
          {phone}
        </a>
        .
      </p>
    </div>
  );
}
