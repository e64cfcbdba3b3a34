/**
 * Build-time Vite plugin (runs in Node): gives the worker `virtual:client-assets`, the client
 * build's manifest and its pages' own stylesheets (scripts/page-styles.plugin.ts), so the
 * document can link the hashed entry, each page's chunk and the styles it needs.
 * In dev (and in worker tests) there is no client build: the module says so and the document
 * loads source modules from the dev server instead.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { PAGE_STYLES_FILE } from "../../scripts/page-styles.plugin";

const VIRTUAL_ID = "virtual:client-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function clientAssets({ clientOutDir = "dist/client" } = {}): Plugin {
  let isBuild = false;
  let root = process.cwd();
  return {
    name: "client-assets",
    configResolved(config) {
      isBuild = config.command === "build";
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (!isBuild || this.environment?.name === "client") return "export default { dev: true, manifest: {} };";
      const read = (file: string) => readFileSync(resolve(root, clientOutDir, file), "utf8");
      // What worker/render/assets.ts reads of each chunk, nothing more (names, sources, images
      // and dynamic imports would be a third of the manifest's weight in the Worker).
      const chunks = JSON.parse(read(".vite/manifest.json")) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
      const manifest = JSON.stringify(
        Object.fromEntries(Object.entries(chunks).map(([key, { file, css, imports }]) => [key, { file, css, imports }])),
      );
      // `built` names this worker build (the page cache keys on it: see worker/render/page-cache.ts).
      return `export default { dev: false, manifest: ${manifest}, pageStyles: ${read(PAGE_STYLES_FILE)}, built: ${JSON.stringify(new Date().toISOString())} };`;
    },
  };
}
