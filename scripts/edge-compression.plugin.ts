/**
 * Vite plugin for the local production server (`vite preview`, used by `npm start`, the
 * browser tests and the benches): compress responses the way Cloudflare's edge does in
 * production. Deployed, the edge sends HTML, CSS, JS, JSON and SVG with brotli or gzip;
 * locally nothing did, so every page weighed three to four times what a visitor receives.
 * Each written chunk is flushed at once, so a streamed page still arrives in pieces.
 * See docs/decisions/010-measuring-like-production.md.
 */
import { constants } from "node:zlib";
import compression from "compression";
import type { Connect, Plugin } from "vite";

export function edgeCompression(): Plugin {
  return {
    name: "edge-compression",
    // Runs before the Cloudflare plugin's handler, so that handler's answers pass through it.
    configurePreviewServer(server) {
      // Typed for Express; it only uses Node's request and response.
      const compress = compression({
        threshold: 1024,
        level: 6,
        flush: constants.Z_SYNC_FLUSH,
        brotli: {
          flush: constants.BROTLI_OPERATION_FLUSH,
          // A 512 KB window (nginx's default), not 4 MB: the bytes are the same for any page,
          // and the larger window's tables cost 4-6 ms of CPU on every streamed page (decision 010).
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 19 },
        },
      }) as unknown as Connect.NextHandleFunction;
      server.middlewares.use(compress);
    },
  };
}
