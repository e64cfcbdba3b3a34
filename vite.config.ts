import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig, type Logger } from "vite";
import { builtValues } from "./scripts/built-values.plugin";
import { deployOutput } from "./scripts/deploy-output.plugin";
import { edgeCompression } from "./scripts/edge-compression.plugin";
import { siteContent } from "./scripts/site-content";
import { socialCards } from "./scripts/social-cards.plugin";
import { redactPrivatePaths } from "./worker/operations/log";

/**
 * Vite's logger, through which the local Worker's access log and console pass (`npm start`,
 * `npm run dev`, the browser tests): a homeowner's private booking link is never written out.
 */
function withoutPrivateLinks(logger: Logger): Logger {
  for (const level of ["info", "warn", "warnOnce", "error"] as const) {
    const write = logger[level];
    logger[level] = (message, options) => write(redactPrivatePaths(message), options);
  }
  return logger;
}

// The stock plugins of Cloudflare's React Router template, then the ones that build the site's own
// content (scripts/site-content.ts), the share images (scripts/social-cards.plugin.ts) and the local
// server's compression (scripts/edge-compression.plugin.ts).
export default defineConfig({
  customLogger: withoutPrivateLinks(createLogger()),
  plugins: [
    edgeCompression(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Browser tests keep their own local D1 (see playwright.config.ts).
      persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
    }),
    tailwindcss(),
    reactRouter(),
    ...siteContent(),
    socialCards(),
    builtValues(),
    deployOutput(),
  ],
  environments: {
    // The Worker is minified as `wrangler deploy --minify` would: a smaller upload and a faster start.
    ssr: { build: { minify: true } },
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
});
