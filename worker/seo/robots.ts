import { ADMIN_PATHS } from "../../contracts/admin-paths";

/** SPEC sections 6 and 9: what crawlers may read, and how fast. */
const CRAWL_DELAY_SECONDS = 1;
const API = "/api/";
/** The whole API, and every admin page path (a rule on its own and on what is below it, as SPEC names "/admin/"). */
export const DISALLOWED_PATHS = [...ADMIN_PATHS.filter((path) => !path.startsWith(API)).flatMap((path) => [path, `${path}/`]), API];
const ALLOWED_PATHS = ["/", "/insights/"] as const;
/** Crawlers named in their own group: a named group replaces the `*` group for that bot. */
const NAMED_CRAWLERS = ["Googlebot", "Bingbot"] as const;

function group(userAgent: string): string[] {
  return [
    `User-agent: ${userAgent}`,
    ...ALLOWED_PATHS.map((path) => `Allow: ${path}`),
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    `Crawl-delay: ${CRAWL_DELAY_SECONDS}`,
  ];
}

/**
 * robots.txt: everything open (insights explicitly, for Googlebot and Bingbot too) except
 * the admin area, the API and the communications test screen. A site that is not to be indexed
 * (staging: SEARCH_INDEXING = "off") closes everything and names no sitemap.
 */
export function robotsTxt(siteUrl: string, indexing = true): string {
  if (!indexing) return "User-agent: *\nDisallow: /\n";
  const groups = [...NAMED_CRAWLERS, "*"].map((agent) => group(agent).join("\n"));
  return `${groups.join("\n\n")}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
