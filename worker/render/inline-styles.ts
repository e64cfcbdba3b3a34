import { fetchBuiltAsset } from "./built-asset";

/**
 * A page's stylesheet (its own, decision 026), written into its head instead of linked: on a phone a linked
 * stylesheet is one more round trip before anything can be painted (Lighthouse's mobile LCP
 * went from 1.6-3.2 s to 1.1-1.4 s for the home page on this machine; decision 016). Later
 * pages are navigated to in the browser and fetch no document, so the cost is paid once a visit.
 *
 * Read through the static assets binding on first use and kept for the isolate's life as the
 * `<style>` element's bytes (the file is hashed: its text never changes, and 25-34 KB need not be
 * encoded again for every page). Only the build's own files are read; anything that cannot be
 * read is linked as before.
 */
const sheets = new Map<string, Uint8Array>();
const encoder = new TextEncoder();
const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

async function read(assets: Fetcher, href: string): Promise<string | null> {
  try {
    const response = await fetchBuiltAsset(assets, href);
    if (!response.ok) return null;
    const text = await response.text();
    // A stylesheet that could end the <style> element stays linked.
    return /<\/style/i.test(text) ? null : text;
  } catch {
    return null;
  }
}

/**
 * The `<style>` elements of the stylesheets that can be written into the page, by href. Each request reads
 * what is not kept yet itself: workerd lets no request wait on another request's read.
 */
export async function inlineStyles(assets: Fetcher | undefined, hrefs: readonly string[]): Promise<ReadonlyMap<string, Uint8Array>> {
  const wanted = hrefs.filter((href) => BUILT_STYLESHEET.test(href));
  if (assets)
    await Promise.all(
      wanted
        .filter((href) => !sheets.has(href))
        .map(async (href) => {
          const text = await read(assets, href);
          if (text !== null) sheets.set(href, encoder.encode(`<style>${text}</style>`));
        }),
    );
  return new Map(wanted.flatMap((href) => (sheets.has(href) ? [[href, sheets.get(href)!] as const] : [])));
}
