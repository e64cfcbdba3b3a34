/**
 * Vite plugin (browser and Worker, build and development): every `import ... from
 * "react-router"` in the site reads client/lib/react-router.ts instead, which is React Router
 * with the site's Link (client/lib/link.tsx) in place of its own. Pages keep importing Link from
 * React Router as usual, and the Link's framework-mode prefetching stays out of every page's
 * first load (and out of the Worker).
 * See docs/decisions/016-first-load-javascript.md.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const SITE_ROUTER = fileURLToPath(new URL("../client/lib/react-router.ts", import.meta.url));
const SITE_LINK = fileURLToPath(new URL("../client/lib/link.tsx", import.meta.url));

export function siteLink(): Plugin {
  return {
    name: "site-link",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "react-router" || importer === SITE_ROUTER || importer === SITE_LINK) return null;
      return SITE_ROUTER;
    },
  };
}
