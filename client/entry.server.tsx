import { prerender } from "react-dom/static";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";

/**
 * Renders the whole document before sending it, for people as for crawlers: the loaders have all
 * finished before React starts, so what is left to wait for is only the code of the parts the
 * browser loads later (the footer, the home page's carousels), which the Worker has at hand. The
 * page then arrives in document order, painted as it streams, with no part hidden until a script
 * moves it into place.
 *
 * React's `prerender` (react-dom/static) is the renderer that waits for every part: the same edge
 * renderer as `renderToReadableStream` followed by `allReady`, without the legacy string renderer
 * that `react-dom/server` also loads (about 25 KiB gzip of the Worker; decision 069). React writes
 * no inline script of its own into a page rendered whole; the router's scripts carry this
 * response's CSP nonce, and so does every `<link>` and `<script>` the routes write.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  // Errors that did not stop the render (a part fell back to rendering in the browser); one that
  // did rejects, and React Router logs it and renders the error page.
  const partsFailed: unknown[] = [];
  const { prelude } = await prerender(
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>,
    {
      signal: request.signal,
      onError(error: unknown) {
        partsFailed.push(error);
      },
    },
  );
  if (partsFailed.length > 0) responseStatusCode = 500;
  for (const error of partsFailed) loadContext.renderFailed(error);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
