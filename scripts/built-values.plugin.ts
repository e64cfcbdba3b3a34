/**
 * Vite plugin for the builds (browser and Worker): a module named `*.built.ts` is run once, when
 * the site is built, and the bundle gets its exports as plain values. The service pages show
 * prices the price model works out (`content/price-facts.built.ts`); this way they carry the
 * sentences, not the model and its tables (about 3 KB gzip of `/roofing`'s first load), and the
 * Worker does not work them out at every start. Elsewhere (the dev server, the worker tests) the
 * module runs as written, so both give the same values. Every export must be JSON (strings,
 * numbers, plain objects and arrays); anything else stops the build.
 * See docs/decisions/016-first-load-javascript.md.
 */
import { isDeepStrictEqual } from "node:util";
import { type Plugin, runnerImport } from "vite";

const BUILT_MODULE = /\.built\.ts$/;

/** The module's exports as source: one `export const` per export, its value written as JSON. */
export function valuesModule(exports: Record<string, unknown>, file: string): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      const json = JSON.stringify(value);
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) {
        throw new Error(`${file}: the export ${name} is not plain JSON data, so it cannot be worked out when the site is built`);
      }
      if (name === "default") return `export default ${json};`;
      return `export const ${name} = ${json};`;
    })
    .join("\n");
}

export function builtValues(): Plugin {
  return {
    name: "built-values",
    apply: "build",
    async load(id) {
      if (!BUILT_MODULE.test(id)) return null;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(id);
      for (const file of dependencies) this.addWatchFile(file);
      return { code: valuesModule(module, id), map: null };
    },
  };
}
