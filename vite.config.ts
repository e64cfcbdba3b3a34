import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createLogger, defineConfig, type Logger } from "vite";
import { builtValues } from "./scripts/built-values.plugin";
import { clientPageMeta } from "./scripts/client-page-meta.plugin";
import { deployOutput } from "./scripts/deploy-output.plugin";
import { edgeCompression } from "./scripts/edge-compression.plugin";
import { pageStyles } from "./scripts/page-styles.plugin";
import { pureReactRouter } from "./scripts/pure-react-router.plugin";
import { edgeRenderer, reactStringWrites } from "./scripts/react-string-writes.plugin";
import { siteLink } from "./scripts/site-link.plugin";
import { localityContent } from "./worker/landing/localities.plugin";
import { redactPrivatePaths } from "./worker/operations/log";
import { clientAssets } from "./worker/render/client-assets.plugin";
import { icalTimeZone } from "./worker/schedule/time-zone.plugin";

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

const reactRouter = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));

/**
 * React Router's module once more, under its own name: the browser data router is loaded from
 * it on the first navigation (client/lib/data-router.ts). A bundler splits by module, so the
 * data router taken from the module every page imports would stay in the first load. (Its
 * types: the same path in tsconfig.json.)
 */
const deferredRouterCopy = { find: /^react-router-deferred-copy$/, replacement: join(reactRouter, "dist/production/index.mjs") };

export default defineConfig(({ command }) => ({
  customLogger: withoutPrivateLinks(createLogger()),
  resolve: { alias: command === "build" ? [edgeRenderer("production"), deferredRouterCopy] : [deferredRouterCopy] },
  plugins: [
    edgeCompression(),
    react(),
    pureReactRouter(),
    reactStringWrites(),
    siteLink(),
    clientPageMeta(),
    builtValues(),
    tailwindcss(),
    pageStyles(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Browser tests keep their own local D1 (see playwright.config.ts).
      persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
    }),
    clientAssets(),
    localityContent(),
    icalTimeZone(),
    deployOutput(),
  ],
  environments: {
    // The Worker is minified as `wrangler deploy --minify` would: a smaller upload and a faster start.
    ssr: { build: { minify: true } },
    client: {
      build: {
        outDir: "dist/client",
        manifest: true,
        // Every first load carried the preload helper's dependency lists of every page (1.8 KB
        // gzip); a navigation fetches a new page's chunks as its imports name them instead.
        modulePreload: false,
        rollupOptions: {
          input: "client/entry.client.tsx",
          // React in one file, not three (react, react-dom and the JSX runtime were split apart),
          // and the four smallest modules every service page shares in one (each was a file of
          // 100-360 bytes, and a file's imports and framing cost as much as its code).
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: "page-kit",
                  test: /client[\\/]lib[\\/]text\.ts|content[\\/]calls-to-action\.ts|client[\\/]components[\\/]content[\\/](hero-actions|inline-text)\.tsx/,
                },
              ],
              includeDependenciesRecursively: false,
            },
          },
        },
      },
    },
  },
  builder: {
    // The worker embeds the client manifest, so the client is built first.
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
    },
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
}));
