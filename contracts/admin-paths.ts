/**
 * The admin area, listed once: each of these paths and everything below it. The admin guard
 * lets only a signed-in admin in (worker/security/admin-guard.ts), robots.txt keeps crawlers out
 * (worker/seo/robots.ts), and the page cache, the social preview and the sitemaps leave it out.
 * A page whose route file says category "admin" must live here: a test holds the route table to it.
 */
export const ADMIN_PATHS = ["/admin", "/api/admin", "/communications-test", "/data-upload"] as const;

/**
 * Whether a request path is in the admin area, matched as leniently as the route table matches:
 * without regard to case, percent-encoding or repeated slashes. A path that cannot be decoded
 * counts as admin, so a guard protects rather than guesses.
 */
export function isAdminPath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  // A page's data, read by a client-side navigation, is at "<path>.data".
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "");
  return ADMIN_PATHS.some((area) => path === area || path.startsWith(`${area}/`));
}
