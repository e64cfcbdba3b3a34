/**
 * Redirect targets that stay on the site. A target is resolved against the request's own
 * address with the URL parser; one that lands on another origin (`https://evil.com`,
 * `//evil.com`, `/\evil.com`) is refused for "/", and the path is written with a single leading
 * slash, so a browser can never read it as a scheme-relative address.
 */
export function sameOriginPath(target: string, requestUrl: string): string {
  const site = new URL(requestUrl);
  let url: URL;
  try {
    url = new URL(target.replace(/^[/\\]+/, "/"), site);
  } catch {
    return "/";
  }
  if (url.origin !== site.origin) return "/";
  return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
}
