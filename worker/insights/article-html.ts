import type * as XSS from "xss";
import xss from "xss";

// js-xss is CommonJS: its default export is the module, with the filter class and helpers on it.
const { FilterXSS, safeAttrValue: xssSafeAttrValue, escapeAttrValue } = xss as unknown as typeof XSS;

/**
 * The HTML an article may hold: what markdown writes, checked by an allowlist sanitiser
 * (js-xss, docs/decisions/012-article-html-sanitiser.md). Anything the sanitiser would drop or
 * change (another element, an attribute not listed, a URL with another scheme, a comment) makes
 * the article refused with the first such thing named; nothing is silently cleaned.
 */
const ALLOWED: Record<string, string[]> = {
  h1: ["id"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  h5: ["id"],
  h6: ["id"],
  p: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title"],
  em: [],
  strong: [],
  del: [],
  code: ["class"],
  pre: [],
  blockquote: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["align"],
  td: ["align"],
  img: ["src", "alt", "title", "width", "height"],
  hr: [],
  br: [],
};

/** A link may go to a web page, an e-mail address or a page of this site; an image only to a web or site address. */
const SCHEMES: Record<string, RegExp> = { href: /^(?:https?:|mailto:)/i, src: /^https?:/i };
const HAS_SCHEME = /^[^/?#]*:/;

export const ARTICLE_HTML_RULE =
  "articles may hold only what markdown writes (headings, paragraphs, lists, links to http, https, mailto or this site, emphasis, code, quotes, tables, images, rules, line breaks): no scripts, other elements, on... event attributes or javascript: links";

/** What the sanitiser refused first in this HTML, or null when it keeps the HTML exactly as it is. */
export function articleHtmlProblem(html: string): string | null {
  let problem: string | null = null;
  const note = (what: string) => {
    problem ??= what;
  };
  const filter = new FilterXSS({
    whiteList: ALLOWED,
    allowCommentTag: false,
    stripBlankChar: false,
    css: false,
    onIgnoreTag(tag) {
      note(`<${tag.toLowerCase()}> element`);
      return undefined;
    },
    onIgnoreTagAttr(_tag, name) {
      note(`${name.toLowerCase()} attribute`);
      return "";
    },
    safeAttrValue(tag, name, value, cssFilter) {
      if (!(name in SCHEMES)) return xssSafeAttrValue(tag, name, value, cssFilter);
      // A URL as the browser reads it: entities decoded, blanks and controls gone.
      const url = browserUrl(value);
      if (HAS_SCHEME.test(url) && !SCHEMES[name]!.test(url)) {
        note(`${/^([^:]*):/.exec(url)![1]}: link`);
        return "";
      }
      return escapeAttrValue(value);
    },
  });
  const cleaned = filter.process(html);
  if (cleaned === html) return null;
  return problem ?? (/<!--/.test(html) ? "HTML comment" : "HTML the article may not hold");
}

/** An attribute value as the browser reads it as a URL: entities decoded, blanks and controls gone, lower case. */
function browserUrl(value: string): string {
  return value
    .replace(/&#(?:x([0-9a-f]+)|(\d+));?/gi, (_, hex?: string, dec?: string) =>
      String.fromCodePoint(Math.min(0x10ffff, parseInt(hex ?? dec ?? "0", hex ? 16 : 10))),
    )
    .replace(/&(colon|tab|newline);/gi, (_, name: string) => ({ colon: ":", tab: "\t", newline: "\n" })[name.toLowerCase()] ?? "")
    .replace(/[\p{Cc} ]+/gu, "")
    .toLowerCase();
}
