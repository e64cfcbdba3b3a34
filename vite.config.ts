import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { deployOutput } from "./scripts/deploy-output.plugin";
import { edgeCompression } from "./scripts/edge-compression.plugin";
import { clientAssets } from "./worker/render/client-assets.plugin";

export default defineConfig({
  plugins: [
    edgeCompression(),
    react(),
    tailwindcss(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Browser tests keep their own local D1 (see playwright.config.ts).
      persistState: process.env.PERSIST_DIR ? { path: process.env.PERSIST_DIR } : true,
    }),
    clientAssets(),
    deployOutput(),
  ],
  environments: {
    client: {
      build: {
        outDir: "dist/client",
        manifest: true,
        rollupOptions: { input: "client/entry.client.tsx" },
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
});
