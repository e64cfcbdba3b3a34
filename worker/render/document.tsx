import type { ReactNode } from "react";
import type { PageMeta } from "../../client/lib/page-meta";
import type { PageAssets } from "./assets";

export interface DocumentProps {
  meta: PageMeta;
  canonicalUrl?: string;
  assets: PageAssets;
  nonce: string;
  /** Router state for hydration, already serialised and escaped for a script data block. */
  hydrationJson: string;
  children: ReactNode;
}

/** The HTML document around the page: head from the route's meta, body streamed by React. */
export function Document({ meta, canonicalUrl, assets, nonce, hydrationJson, children }: DocumentProps) {
  return (
    <html lang="en-US">
      <head>
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
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.devPreamble ? (
          <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: assets.devPreamble }} />
        ) : null}
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id="router-data" dangerouslySetInnerHTML={{ __html: hydrationJson }} />
      </body>
    </html>
  );
}
