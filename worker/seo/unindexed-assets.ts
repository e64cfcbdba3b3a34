import { isAdminPath } from "../../contracts/admin-paths";
import { searchIndexing } from "../config";
import type { Env } from "../env";

/**
 * A site that is not to be indexed (staging: SEARCH_INDEXING = "off") says so on its static files
 * too: pictures, the favicon, the social image. Staging runs the Worker before its static files
 * (`run_worker_first` in [env.staging.assets] of wrangler.toml), and a request for a file is
 * answered here from the assets with X-Robots-Tag; everything else goes on to the app, which
 * adds the same header. The live site serves its files before the Worker runs, as before.
 * Returns null when the app should answer.
 */
export async function unindexedAsset(request: Request, env: Pick<Env, "ASSETS" | "SEARCH_INDEXING">): Promise<Response | null> {
  if (searchIndexing(env) || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const { pathname } = new URL(request.url);
  // Only a path naming a file; pages, the API and the admin area are the app's.
  if (!/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith("/api/") || isAdminPath(pathname)) return null;
  const asset = await env.ASSETS.fetch(request);
  if (asset.status === 404) return null;
  const response = new Response(asset.body, asset);
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
