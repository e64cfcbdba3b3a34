import { fillClaims } from "../../contracts/claims";
import type { PageMeta } from "../../contracts/page-meta";
import type { PublishedReview } from "../../contracts/reviews";
import type { SiteConfig } from "../../contracts/site-config";
import { withSiteFacts } from "../../contracts/site-facts";
import { generateSeo, type SeoResult } from "./generator";
import { contentPageHtml, contentPage as contentPageNamed } from "./page-content";
import type { FaqEntry } from "./structured-data";

const COMPANY_SUFFIX = /\s*\|[^|]*$/;

/**
 * A rendered page's SEO: the route's meta (or the loader's, for data-driven pages) fed
 * through the generator, with the FAQs and content of the words the route names (content/pages).
 */
export function pageSeo(
  page: {
    path: string;
    meta: PageMeta;
    contentName?: string;
    content?: string;
    faqs?: readonly FaqEntry[];
    reviews?: readonly PublishedReview[];
    measure?: boolean;
  },
  site: SiteConfig,
): SeoResult {
  const { path, meta } = page;
  const contentPage = page.contentName === undefined ? undefined : withSiteFacts(contentPageNamed(page.contentName), site);
  const ownPath = meta.canonical ?? path;
  const breadcrumbs = meta.breadcrumbs ?? (ownPath === "/" ? [] : [{ name: meta.title.replace(COMPANY_SUFFIX, ""), path: ownPath }]);
  return generateSeo(
    {
      pageType: meta.pageType ?? "default",
      serviceName: meta.serviceName,
      location: meta.location,
      customData: {
        path,
        canonicalPath: meta.canonical,
        title: meta.title,
        description: meta.description,
        keywords: meta.keywords,
        region: meta.region,
        noindex: meta.noindex,
        breadcrumbs,
        faqs:
          page.faqs?.map((faq) => ({ question: fillClaims(faq.question, site), answer: fillClaims(faq.answer, site) })) ??
          contentPage?.faqs,
        reviews: page.reviews,
        insight: meta.article,
        // Measured only on request (the social preview): the metrics are not part of the head.
        content: page.content ?? (page.measure && contentPage ? contentPageHtml(contentPage) : undefined),
      },
    },
    site,
  );
}
