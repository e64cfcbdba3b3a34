/**
 * The path of the page a request came from (its Referer header), or `fallback` when there is
 * none or it is not an absolute URL. With `site` (the request's own URL), a page on another
 * host does not count either.
 *
 * @example refererPath(c.req.header("Referer"), "/schedule") // "https://example.com/schedule?x=1" -> "/schedule"
 */
export function refererPath(referer: string | undefined, fallback: string, site?: string): string {
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    if (site && from.host !== new URL(site).host) return fallback;
    return from.pathname;
  } catch {
    return fallback;
  }
}
