import type { PageMeta } from "./page-meta";
import type { PublishedReview } from "./reviews";
import type { SiteConfig } from "./site-config";
import type { SiteData } from "./site-data";

/** The size of the picture a page shares with (/social/*.jpg, drawn at build: scripts/social-cards.plugin.ts). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a page's head carries, worked out by the worker's SEO generator (worker/seo/generator.ts). */
export interface PageHead {
  title: string;
  description: string;
  keywords: string[];
  ogTitle: string;
  ogDescription: string;
  canonicalUrl: string;
  ogImage?: string;
  ogType: "website" | "article";
  noindex: boolean;
  /** The JSON-LD graph. */
  structuredData: unknown;
}

/** What a page's head is worked out from: the route's meta (or its loader's), its words and FAQs. */
interface PageHeadInput {
  path: string;
  meta: PageMeta;
  /** The route's words (content/pages/<name>.ts), whose FAQs become FAQPage data. */
  contentName?: string;
  faqs?: readonly { question: string; answer: string }[];
  /** Published reviews the page shows: the structured data carries these and no others. */
  reviews?: readonly PublishedReview[];
}

/**
 * The load context the worker gives React Router's loaders and actions (worker/app.ts): the
 * site's configuration, its reads, and the request's CSP nonce. Loaders run on the server only.
 */
interface PageContext {
  siteConfig: SiteConfig;
  siteData: SiteData;
  /** This response's CSP nonce (every inline script carries it). */
  nonce: string;
  /** The page's head from the SEO generator. */
  head(page: PageHeadInput): PageHead;
  /** The worker's own API, called in-process with the page request's credentials (so the admin guard checks them again). */
  api(path: string, init?: RequestInit): Promise<Response>;
  /** A signed stamp of the time a form is rendered (worker/security/form-stamp.ts). */
  formStamp(): Promise<string>;
  /** How long ago a stamped form was rendered, in ms; 0 when the stamp is missing or not genuine. */
  formAge(stamp: unknown): Promise<number>;
  /** Part of the page failed to render after its first part was sent: logged, and the page is not cached. */
  renderFailed(error: unknown): void;
}

declare module "react-router" {
  // What every loader and action receives as `context` (worker/render/pages.ts).
  interface AppLoadContext extends PageContext {}
}
