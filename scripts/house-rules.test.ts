import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";

/**
 * The rules of the house (docs/decisions/040-react-router-framework-mode.md), read from the code:
 * no library's code rewritten, no internal API, one Vite configuration for build, dev and tests,
 * the worker and the browser meeting only in contracts/, and no cycle between top-level folders.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const FOLDERS = ["worker", "client", "contracts", "content", "scripts", "bench", "e2e"] as const;
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.includes("node_modules"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
/** A file's imports: relative ones resolved to a path in the repo, packages as named. */
function importsOf(file: string): { path?: string; module: string }[] {
  return [...readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)].map((match) => {
    const module = match[1]!;
    return module.startsWith(".") ? { module, path: relative(ROOT, resolve(ROOT, dirname(file), module)) } : { module };
  });
}

const topFolder = (path: string) => path.split("/")[0]!;
const isTest = (file: string) => /\.(test|spec)\.|\/test\/|e2e\/support\//.test(file);
const sources = FOLDERS.flatMap(filesUnder);

describe("house rules", () => {
  it("should use no library's internal or unsafe API", () => {
    const used = sources.flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^."'][^"']*)["']/g)]
        .filter((match) => /\bUNSAFE_|\b_internal/.test(match[1]!))
        .map((match) => `${file}: ${match[2]}`),
    );
    assert.deepEqual(used, []);
  });

  it("should rewrite no library's code: no alias, and no build plugin of ours transforms modules", () => {
    for (const config of ["vite.config.ts", "vitest.config.ts"])
      assert.doesNotMatch(readFileSync(join(ROOT, config), "utf8"), /\balias\b/, config);
    const plugins = sources.filter((file) => /\.plugin\.ts$/.test(file));
    assert.ok(plugins.length > 0);
    for (const plugin of plugins) {
      const text = readFileSync(join(ROOT, plugin), "utf8");
      assert.doesNotMatch(text, /\btransform\s*\(|renderChunk\s*\(|node_modules/, plugin);
    }
  });

  it("should build, serve and test with the same plugins", () => {
    const build = readFileSync(join(ROOT, "vite.config.ts"), "utf8");
    const tests = readFileSync(join(ROOT, "vitest.config.ts"), "utf8");
    for (const plugin of ["reactRouter()", "tailwindcss()", "...siteContent()"]) {
      assert.ok(build.includes(plugin), `vite.config.ts uses ${plugin}`);
      assert.ok(tests.includes(plugin), `vitest.config.ts uses ${plugin}`);
    }
  });

  it("should let the worker and the browser meet only in contracts/", () => {
    const crossing = sources.flatMap((file) =>
      importsOf(file)
        .filter(({ path }) => path !== undefined)
        .filter(({ path }) => {
          const [from, to] = [topFolder(file), topFolder(path!)];
          if (from === "contracts") return to === "worker" || to === "client";
          return (from === "worker" && to === "client") || (from === "client" && to === "worker");
        })
        .map(({ module }) => `${file} -> ${module}`),
    );
    assert.deepEqual(crossing, []);
  });

  it("should have no cycle between top-level folders", () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sources.filter((file) => !isTest(file)))
      for (const { path } of importsOf(file)) {
        const [from, to] = [topFolder(file), path === undefined ? "" : topFolder(path)];
        if (to && to !== from && (FOLDERS as readonly string[]).includes(to)) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    const cycle = (start: string, at: string, seen: string[]): string[] | null => {
      for (const next of edges.get(at) ?? []) {
        if (next === start) return [...seen, next];
        if (!seen.includes(next)) {
          const found = cycle(start, next, [...seen, next]);
          if (found) return found;
        }
      }
      return null;
    };
    for (const folder of FOLDERS) assert.equal(cycle(folder, folder, [folder])?.join(" -> ") ?? null, null);
  });

  it("should name no file outside the repository in its documents", () => {
    const docs = ["README.md", "bench/README.md", ...readdirSync(join(ROOT, "docs/decisions")).map((name) => `docs/decisions/${name}`)];
    for (const doc of docs) assert.doesNotMatch(readFileSync(join(ROOT, doc), "utf8"), /\.\.\/shared\/|\/work\/|shared\/SPEC\.md/, doc);
  });
});

/** The files a module reaches through its static imports (relative ones, resolved), and the packages it names. */
function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(join(ROOT, file), "utf8");
    // Static imports only: a dynamic import() is a chunk of its own, loaded when asked for.
    for (const match of text.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)[^"';]*?from\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']/gm,
    )) {
      const module = (match[1] ?? match[2])!;
      if (!module.startsWith(".")) {
        packages.add(module);
        continue;
      }
      const base = relative(ROOT, resolve(ROOT, dirname(file), module));
      const found = ["", ".ts", ".tsx", "/index.ts"].map((ending) => base + ending).find((path) => sources.includes(path));
      if (found) visit(found);
    }
  };
  visit(entry);
  return { files, packages };
}

describe("what every page loads after it has loaded", () => {
  it("should keep the visit counter and the speed beacon free of the schema library", () => {
    for (const entry of ["client/lib/attribution/visits.ts", "client/lib/attribution/web-vitals.ts"]) {
      const { files, packages } = reach(entry);
      assert.ok(files.size > 1, `${entry} imports something`);
      assert.ok(!packages.has("zod"), `${entry} reaches zod through ${[...files].join(", ")}`);
    }
  });
});
