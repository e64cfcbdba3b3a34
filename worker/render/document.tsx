import { renderToStaticMarkup } from "react-dom/server.edge";
import type { PageMeta } from "../../client/lib/page-meta";
import { escapeHtml, scriptJson } from "../../client/lib/text";
import { business } from "../../content/business";
import type { SeoResult } from "../seo/generator";
import { SOCIAL_CARD_SIZE } from "../seo/social-cards";
import type { PageAssets } from "./assets";

export interface HeadProps {
  seo: SeoResult;
  /** Article dates and section, on insight pages. */
  article?: PageMeta["article"];
  /** Error pages (404, 500) carry no canonical and no structured data. */
  indexable: boolean;
  assets: PageAssets;
  nonce: string;
}

/** JSON inside <script>: "</" would end the element early. */

/** The document head: SEO tags from the generator, then the page's assets. */
function DocumentHead({ seo, article, indexable, assets, nonce }: HeadProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      {seo.keywords.length > 0 ? <meta name="keywords" content={seo.keywords.join(", ")} /> : null}
      {seo.noindex || !indexable ? <meta name="robots" content="noindex, nofollow" /> : null}
      {indexable ? <link rel="canonical" href={seo.canonicalUrl} /> : null}
      <meta name="author" content={business.name} />
      <meta name="revisit-after" content="7 days" />
      <meta name="geo.region" content="US-MD" />
      <meta name="geo.region" content="US-DE" />
      <meta name="geo.position" content={`${business.geo.latitude};${business.geo.longitude}`} />
      <meta name="ICBM" content={`${business.geo.latitude}, ${business.geo.longitude}`} />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:type" content={seo.ogType} />
      <meta property="og:title" content={seo.ogTitle} />
      <meta property="og:description" content={seo.ogDescription} />
      <meta property="og:url" content={seo.canonicalUrl} />
      {seo.ogImage ? (
        <>
          <meta property="og:image" content={seo.ogImage} />
          <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
          <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
          <meta property="og:image:alt" content={seo.ogTitle} />
        </>
      ) : null}
      {article ? (
        <>
          <meta property="article:author" content={business.name} />
          <meta property="article:publisher" content={business.name} />
          <meta property="article:section" content={article.category} />
          {article.publishedDate ? <meta property="article:published_time" content={article.publishedDate} /> : null}
          {article.modifiedDate ? <meta property="article:modified_time" content={article.modifiedDate} /> : null}
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={seo.ogTitle} />
      <meta name="twitter:description" content={seo.ogDescription} />
      {seo.ogImage ? <meta name="twitter:image" content={seo.ogImage} /> : null}
      <meta name="theme-color" content="#0f2a44" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {indexable ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by scriptJson
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(seo.structuredData) }} />
      ) : null}
      {assets.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <link rel="modulepreload" href={assets.entry} />
      {assets.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.devPreamble ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the dev server's own preamble, in development only
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.devPreamble }} />
      ) : null}
    </>
  );
}

/**
 * The HTML around the React app. The app is its own React root (as in the browser, which
 * hydrates #root), so the ids React generates match on both sides.
 */
export function documentShell(head: HeadProps, hydrationJson: string): { start: string; end: string } {
  const start = `<!DOCTYPE html><html lang="en-US"><head>${renderToStaticMarkup(<DocumentHead {...head} />)}</head><body><div id="root">`;
  const end =
    `</div><script type="application/json" id="router-data">${hydrationJson}</script>` +
    `<script type="module" nonce="${escapeHtml(head.nonce)}" src="${escapeHtml(head.assets.entry)}"></script></body></html>`;
  return { start, end };
}
