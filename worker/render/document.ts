import { HERO_MEDIA, HERO_SIZES } from "../../client/components/images/hero-picture";
import { srcSetOf } from "../../client/components/images/picture";
import { siteImageFiles } from "../../client/components/images/site-image-files";
import { business } from "../../content/business";
import { IMAGE_FORMATS, type SiteImage } from "../../content/images";
import type { PageMeta } from "../../contracts/page-meta";
import { escapeHtml, scriptJson } from "../../contracts/text";
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
  /** Stylesheets written into the head, as `<style>` elements' bytes, by href (worker/render/inline-styles.ts); the others are linked. */
  styles?: ReadonlyMap<string, Uint8Array>;
  nonce: string;
  /** The page shows the site's header (not a bare page or an admin screen): nothing is painted before it is read whole. */
  header: boolean;
  /** The picture the page's hero shows on wide screens, if any: asked for before the scripts. */
  hero?: SiteImage;
}

type Attributes = Record<string, string | undefined>;

/** A void element such as <meta> or <link>, its attribute values escaped. */
function tag(name: string, attributes: Attributes): string {
  const pairs = Object.entries(attributes).flatMap(([key, value]) => (value === undefined ? [] : [` ${key}="${escapeHtml(value)}"`]));
  return `<${name}${pairs.join("")}/>`;
}

const meta = (name: string, content: string) => tag("meta", { name, content });
const property = (key: string, content: string) => tag("meta", { property: key, content });

/**
 * The document head: SEO tags from the generator, then the page's assets. Built as text (every
 * value escaped; React's static renderer would add 200 KiB to the Worker for it), with the
 * written-in stylesheets as the bytes they were kept as.
 */
function documentHead({ seo, article, indexable, assets, styles, nonce, header, hero }: HeadProps): (string | Uint8Array)[] {
  const parts = [
    tag("meta", { charset: "utf-8" }),
    meta("viewport", "width=device-width, initial-scale=1, maximum-scale=5"),
    `<title>${escapeHtml(seo.title)}</title>`,
    meta("description", seo.description),
    seo.keywords.length > 0 ? meta("keywords", seo.keywords.join(", ")) : "",
    seo.noindex || !indexable ? meta("robots", "noindex, nofollow") : "",
    indexable ? tag("link", { rel: "canonical", href: seo.canonicalUrl }) : "",
    meta("author", business.name),
    meta("revisit-after", "7 days"),
    meta("geo.region", "US-MD"),
    meta("geo.region", "US-DE"),
    meta("geo.position", `${business.geo.latitude};${business.geo.longitude}`),
    meta("ICBM", `${business.geo.latitude}, ${business.geo.longitude}`),
    property("og:site_name", business.name),
    property("og:locale", "en_US"),
    property("og:type", seo.ogType),
    property("og:title", seo.ogTitle),
    property("og:description", seo.ogDescription),
    property("og:url", seo.canonicalUrl),
    ...(seo.ogImage
      ? [
          property("og:image", seo.ogImage),
          property("og:image:width", String(SOCIAL_CARD_SIZE.width)),
          property("og:image:height", String(SOCIAL_CARD_SIZE.height)),
          property("og:image:alt", seo.ogTitle),
        ]
      : []),
    ...(article
      ? [
          property("article:author", business.name),
          property("article:publisher", business.name),
          property("article:section", article.category),
          article.publishedDate ? property("article:published_time", article.publishedDate) : "",
          article.modifiedDate ? property("article:modified_time", article.modifiedDate) : "",
        ]
      : []),
    meta("twitter:card", "summary_large_image"),
    meta("twitter:title", seo.ogTitle),
    meta("twitter:description", seo.ogDescription),
    seo.ogImage ? meta("twitter:image", seo.ogImage) : "",
    meta("theme-color", "#0f2a44"),
    tag("link", { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }),
    indexable ? `<script type="application/ld+json">${scriptJson(seo.structuredData)}</script>` : "",
    ...assets.stylesheets.map((href) => styles?.get(href) ?? tag("link", { rel: "stylesheet", href })),
    // Nothing is painted before the header has been read whole: a slow connection or a busy
    // device would otherwise paint half a header, whose later items then push the earlier aside.
    // The browser paints as soon as the named element is in the page (its start tag, not its
    // end), so it names <main>, the element right after the header; the page's words are then
    // painted as they arrive.
    header ? tag("link", { rel: "expect", href: "#main-content", blocking: "render" }) : "",
    // A laptop's largest paint is the hero's picture: its file is fetched first, not after the
    // scripts. The same copies, screens and format as its first <source> (phones load nothing).
    hero
      ? tag("link", {
          rel: "preload",
          as: "image",
          type: `image/${IMAGE_FORMATS[0]}`,
          media: HERO_MEDIA,
          imagesizes: HERO_SIZES,
          imagesrcset: srcSetOf(siteImageFiles, hero, IMAGE_FORMATS[0]),
          fetchpriority: "high",
        })
      : "",
    tag("link", { rel: "modulepreload", href: assets.entry }),
    ...assets.modulePreloads.map((href) => tag("link", { rel: "modulepreload", href })),
    // The dev server's own preamble, in development only.
    assets.devPreamble ? `<script type="module" nonce="${escapeHtml(nonce)}">${assets.devPreamble}</script>` : "",
  ];
  // Neighbouring texts as one.
  return parts.reduce<(string | Uint8Array)[]>((joined, part) => {
    const last = joined.length - 1;
    if (typeof part === "string" && typeof joined[last] === "string") joined[last] += part;
    else joined.push(part);
    return joined;
  }, []);
}

/**
 * The HTML around the React app. The app is its own React root (as in the browser, which
 * hydrates #root), so the ids React generates match on both sides.
 */
export function documentShell(head: HeadProps, hydrationJson: string): { start: (string | Uint8Array)[]; end: string } {
  // The site's whole stylesheet, when the page carries its own rules only: named here, not linked,
  // so that nothing fetches it while the page loads. The browser fetches it once the page has
  // loaded and applies it at the first navigation (client/lib/whole-stylesheet.ts).
  const whole = head.assets.wholeStylesheets.length
    ? ` data-whole-stylesheets="${escapeHtml(head.assets.wholeStylesheets.join(" "))}"`
    : "";
  const start = [`<!DOCTYPE html><html lang="en-US"${whole}><head>`, ...documentHead(head), '</head><body><div id="root">'];
  const end =
    `</div><script type="application/json" id="router-data">${hydrationJson}</script>` +
    `<script type="module" nonce="${escapeHtml(head.nonce)}" src="${escapeHtml(head.assets.entry)}"></script></body></html>`;
  return { start, end };
}
