/**
 * Build-time Vite plugin (runs in Node): content/border-towns.json (the towns just over the line,
 * scripts/border-towns.mjs) as `virtual:border-towns`. As with the towns' texts
 * (worker/landing/localities.plugin.ts), the production build writes the table into the client
 * output as one hashed file, read at runtime through the ASSETS binding
 * (worker/chat/conversation/border-towns.ts), so the Worker does not carry it; in dev and in
 * worker tests, where no client build exists, the module carries the table itself.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:border-towns";

function readTable(file: string) {
  const source = JSON.stringify(JSON.parse(readFileSync(file, "utf8")));
  const fileName = `assets/border-towns-${createHash("sha256").update(source).digest("hex").slice(0, 10)}.json`;
  return { source, fileName };
}

export function borderTowns({ path = "content/border-towns.json" } = {}): Plugin {
  let isBuild = false;
  let file = path;
  return {
    name: "border-towns",
    configResolved(config) {
      isBuild = config.command === "build";
      file = resolve(config.root, path);
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(file);
      const table = readTable(file);
      if (isBuild) return `export const href = ${JSON.stringify(`/${table.fileName}`)}; export const bundled = null;`;
      return `export const href = null; export const bundled = ${table.source};`;
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      const { fileName, source } = readTable(file);
      this.emitFile({ type: "asset", fileName, source });
    },
  };
}
