/**
 * Build-time Vite plugin (runs in Node): the towns of content/localities/*.json, split in two.
 * `virtual:locality-facts` is what every town page, the sitemap and the assistant's place check
 * need at once (name, state, county, ZIP codes, coordinates): it is part of the worker.
 * `virtual:locality-texts` says where the towns' long texts are (intro, homes, weather,
 * permits, considerations, FAQs: two thirds of the worker's size if bundled). The production
 * build writes them into the client output as one hashed file, read at runtime through the
 * ASSETS binding (worker/landing/locality-texts.ts); in dev and in worker tests, where no
 * client build exists, the module carries the texts themselves.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";

const FACTS_ID = "virtual:locality-facts";
const TEXTS_ID = "virtual:locality-texts";
const FACT_KEYS = new Set(["slug", "name", "state", "county", "kind", "zips", "coordinates"]);

type Entry = [string, unknown];

/** Each record split into its facts and its texts, in file name order. */
function readLocalities(dir: string) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(dir, name));
  const records = files.map((file) => Object.entries(JSON.parse(readFileSync(file, "utf8")) as object) as Entry[]);
  const facts = records.map((entries) => Object.fromEntries(entries.filter(([key]) => FACT_KEYS.has(key))));
  const texts = Object.fromEntries(
    records.map((entries) => [
      Object.fromEntries(entries).slug as string,
      Object.fromEntries(entries.filter(([key]) => !FACT_KEYS.has(key))),
    ]),
  );
  const source = JSON.stringify(texts);
  const fileName = `assets/localities-${createHash("sha256").update(source).digest("hex").slice(0, 10)}.json`;
  return { files, facts, texts, source, fileName };
}

export function localityContent({ contentDir = "content/localities" } = {}): Plugin {
  let isBuild = false;
  let dir = contentDir;
  return {
    name: "locality-content",
    configResolved(config) {
      isBuild = config.command === "build";
      dir = resolve(config.root, contentDir);
    },
    resolveId(id) {
      return id === FACTS_ID || id === TEXTS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${FACTS_ID}` && id !== `\0${TEXTS_ID}`) return undefined;
      const localities = readLocalities(dir);
      for (const file of localities.files) this.addWatchFile(file);
      if (id === `\0${FACTS_ID}`) return `export default ${JSON.stringify(localities.facts)};`;
      if (isBuild) return `export const href = ${JSON.stringify(`/${localities.fileName}`)}; export const bundled = null;`;
      return `export const href = null; export const bundled = ${localities.source};`;
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      const { fileName, source } = readLocalities(dir);
      this.emitFile({ type: "asset", fileName, source });
    },
  };
}
