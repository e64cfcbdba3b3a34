import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";

/**
 * Streams the document, as Cloudflare's template does, once every part of it has rendered
 * (allReady) for people as for crawlers: the loaders have all finished before React starts, so
 * what is left to wait for is only the code of the parts the browser loads later (the footer,
 * the home page's carousels), which the Worker has at hand. The page then arrives in document
 * order, painted as it streams, with no part hidden until a script moves it into place. Every
 * inline script carries this response's CSP nonce.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let shellRendered = false;
  const { nonce } = loadContext;
  const body = await renderToReadableStream(
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; these came after it.
        if (shellRendered) loadContext.renderFailed(error);
      },
    },
  );
  shellRendered = true;
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
