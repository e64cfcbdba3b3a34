import { renderToStaticMarkup } from "react-dom/server.edge";
import type { PageMeta } from "../../client/lib/page-meta";
import type { PageAssets } from "./assets";

export interface HeadProps {
  meta: PageMeta;
  canonicalUrl?: string;
  assets: PageAssets;
  nonce: string;
}

/** The document head, from the route's meta and the page's assets. */
function DocumentHead({ meta, canonicalUrl, assets, nonce }: HeadProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords.length > 0 ? <meta name="keywords" content={meta.keywords.join(", ")} /> : null}
      {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      <meta name="theme-color" content="#0f2a44" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {assets.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <link rel="modulepreload" href={assets.entry} />
      {assets.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.devPreamble ? (
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.devPreamble }} />
      ) : null}
    </>
  );
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The HTML around the React app. The app is its own React root (as in the browser, which
 * hydrates #root), so the ids React generates match on both sides.
 */
export function documentShell(head: HeadProps, hydrationJson: string): { start: string; end: string } {
  const start = `<!DOCTYPE html><html lang="en-US"><head>${renderToStaticMarkup(<DocumentHead {...head} />)}</head><body><div id="root">`;
  const end =
    `</div><script type="application/json" id="router-data">${hydrationJson}</script>` +
    `<script type="module" nonce="${attribute(head.nonce)}" src="${attribute(head.assets.entry)}"></script></body></html>`;
  return { start, end };
}
