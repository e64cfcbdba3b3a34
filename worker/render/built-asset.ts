/**
 * A file of the build (a hashed stylesheet, the towns' texts) read through the static assets
 * binding, which answers by path: the host of the address is never used.
 */
export function fetchBuiltAsset(assets: Fetcher, href: string): Promise<Response> {
  return assets.fetch(new Request(new URL(href, "https://assets.invalid")));
}
