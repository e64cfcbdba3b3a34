import type { AppLoadContext, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "react-router";
import { business } from "../../content/business";
import { officeGeo } from "../../contracts/business-settings";
import { type PageHead, SOCIAL_CARD_SIZE } from "../../contracts/page-context";
import type { PageMeta, RouteHandle } from "../../contracts/page-meta";
import type { PublishedReview } from "../../contracts/reviews";
import type { SiteConfig } from "../../contracts/site-config";

/** What a page's loader receives: the request, its parameters and the worker's load context (contracts/page-context.ts). */
export type PageLoaderArgs = LoaderFunctionArgs<AppLoadContext>;

type Loaded =
  | { meta?: PageMeta; page?: { faqs?: readonly { question: string; answer: string }[] }; reviews?: readonly PublishedReview[] }
  | undefined;

/**
 * A page's loader: its own reads (if any), then its head from the worker's SEO generator. The
 * meta is the loader's when it gives one (articles, landing pages), else the route's handle's.
 *
 * @example export const loader = pageLoader(handle, async ({ context }) => ({ posts: await context.siteData.insightPosts(...) }));
 */
export function pageLoader<T extends object = object>(handle: RouteHandle, load?: (args: PageLoaderArgs) => Promise<T> | T) {
  return async (args: PageLoaderArgs): Promise<T & { head: PageHead }> => {
    const data = (load ? await load(args) : {}) as T;
    const loaded = data as Loaded;
    const meta = loaded?.meta ?? handle.meta;
    if (!meta) throw new Error("A page needs meta, from its handle or its loader");
    const path = new URL(args.request.url).pathname;
    const head = args.context.head({
      path,
      meta,
      contentName: handle.content,
      faqs: loaded?.page?.faqs,
      reviews: Array.isArray(loaded?.reviews) ? loaded.reviews : undefined,
    });
    return { ...data, head };
  };
}

/** The head's tags as React Router's meta descriptors (rendered by <Meta /> in client/root.tsx). */
function headTags(head: PageHead, article: PageMeta["article"], geo: { latitude: number; longitude: number } | null): MetaDescriptor[] {
  const name = (key: string, content: string) => ({ name: key, content });
  const property = (key: string, content: string) => ({ property: key, content });
  return [
    { title: head.title },
    name("description", head.description),
    ...(head.keywords.length > 0 ? [name("keywords", head.keywords.join(", "))] : []),
    ...(head.noindex ? [name("robots", "noindex, nofollow")] : []),
    { tagName: "link", rel: "canonical", href: head.canonicalUrl },
    name("author", business.name),
    name("revisit-after", "7 days"),
    name("geo.region", "US-MD"),
    name("geo.region", "US-DE"),
    // The office's point, once configured (OFFICE_LATITUDE, OFFICE_LONGITUDE).
    ...(geo ? [name("geo.position", `${geo.latitude};${geo.longitude}`), name("ICBM", `${geo.latitude}, ${geo.longitude}`)] : []),
    property("og:site_name", business.name),
    property("og:locale", "en_US"),
    property("og:type", head.ogType),
    property("og:title", head.ogTitle),
    property("og:description", head.ogDescription),
    property("og:url", head.canonicalUrl),
    ...(head.ogImage
      ? [
          property("og:image", head.ogImage),
          property("og:image:width", String(SOCIAL_CARD_SIZE.width)),
          property("og:image:height", String(SOCIAL_CARD_SIZE.height)),
          property("og:image:alt", head.ogTitle),
        ]
      : []),
    ...(article
      ? [
          property("article:author", business.name),
          property("article:publisher", business.name),
          property("article:section", article.category),
          ...(article.publishedDate ? [property("article:published_time", article.publishedDate)] : []),
          ...(article.modifiedDate ? [property("article:modified_time", article.modifiedDate)] : []),
        ]
      : []),
    name("twitter:card", "summary_large_image"),
    name("twitter:title", head.ogTitle),
    name("twitter:description", head.ogDescription),
    ...(head.ogImage ? [name("twitter:image", head.ogImage)] : []),
    { "script:ld+json": head.structuredData },
  ];
}

/** A page's `meta` export: its head, from the data of its loader (pageLoader). */
export const pageMeta: MetaFunction = ({ loaderData, matches }) => {
  const data = loaderData as { head?: PageHead; meta?: PageMeta } | undefined;
  const config = matches[0]?.loaderData as SiteConfig | undefined;
  return data?.head ? headTags(data.head, data.meta?.article, config ? officeGeo(config) : null) : [];
};
