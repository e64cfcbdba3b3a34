/**
 * Build-time Vite plugin (client build): a stylesheet for each page, holding only the rules the
 * page can use, for the Worker to write into the page's head instead of the whole site's.
 * Tailwind writes one stylesheet for every class of the site (56 KB, the admin screens'
 * included), and every page carried all of it. See docs/decisions/026-page-stylesheets.md.
 *
 * A page's classes are those of the modules it can run before its first navigation: the frame
 * (the entry chunk and what it loads on demand, but no other page, nor the parts the visitor
 * opens later: OPENED_LATER) and the page's own chunk with everything that chunk loads on demand (sections
 * hydrated later, dialogs). Tailwind compiles them from the site's own stylesheet
 * (client/styles.css), so a page's rules are the whole stylesheet's, fewer. The whole
 * stylesheet is applied at the first navigation (client/lib/whole-stylesheet.ts).
 *
 * Writes `.vite/page-styles.json`: page module (as the manifest names it) -> its stylesheet;
 * the entry's own name holds the frame's, for pages without a module (the 404 page).
 */
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import type { Plugin } from "vite";

type OutputBundle = Parameters<NonNullable<Extract<Plugin["generateBundle"], (...args: never[]) => unknown>>>[1];
type OutputChunk = Extract<OutputBundle[string], { type: "chunk" }>;

export const PAGE_STYLES_FILE = ".vite/page-styles.json";
const STYLESHEET = "client/styles.css";
const PAGE_MODULE = /^client\/pages\/[^/]+\.tsx$/;
const SOURCE = /\.(tsx?|jsx?)$/;

/** The site's stylesheet with Tailwind's own scanning off: the plugin gives it the candidates. */
function stylesheetWithoutSources(root: string): string {
  return readFileSync(resolve(root, STYLESHEET), "utf8")
    .replace(/^@source .*$/gm, "")
    .replace('@import "tailwindcss";', '@import "tailwindcss" source(none);');
}

/**
 * Parts of the frame that show only when the visitor opens them (the chat, the small screens'
 * menu, the toasts): they wait for the whole stylesheet (client/lib/whole-stylesheet.ts), so no
 * page carries their rules.
 */
const OPENED_LATER = new Set([
  "client/components/chat/chat-window.tsx",
  "client/components/header/mobile-drawer.tsx",
  "client/components/toast/toast-region.tsx",
]);

/** The chunks `start` runs or loads on demand, not entering `others` (other pages) or `skip`. */
function reachable(
  start: OutputChunk,
  chunks: Map<string, OutputChunk>,
  others: Set<string>,
  skip: (chunk: OutputChunk) => boolean,
): OutputChunk[] {
  const seen = new Set<string>([start.fileName]);
  const queue = [start];
  for (const chunk of queue) {
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      const found = chunks.get(next);
      if (!found || seen.has(next) || others.has(next) || skip(found)) continue;
      seen.add(next);
      queue.push(found);
    }
  }
  return queue;
}

export function pageStyles(): Plugin {
  let root = process.cwd();
  let minify = true;
  const texts = new Map<string, string>();

  /** The site's own source files a set of chunks was built from (no dependency's code: Tailwind skips those too). */
  function sourcesOf(chunks: OutputChunk[]): { content: string; extension: string }[] {
    const files = new Set(
      chunks
        .flatMap((chunk) => chunk.moduleIds)
        .flatMap((id) => {
          const file = id.split("?")[0]!;
          return id.startsWith("\0") || file.includes("/node_modules/") || !SOURCE.test(file) ? [] : [file];
        }),
    );
    return [...files].filter(existsSync).map((file) => {
      if (!texts.has(file)) texts.set(file, readFileSync(file, "utf8"));
      return { content: texts.get(file)!, extension: file.slice(file.lastIndexOf(".") + 1) };
    });
  }

  return {
    name: "page-styles",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
      minify = config.build.cssMinify !== false;
    },
    async generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is OutputChunk => item.type === "chunk")
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const moduleOf = (chunk: OutputChunk) => (chunk.facadeModuleId ? relative(root, chunk.facadeModuleId) : "");
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("page-styles: the client build has no entry chunk");
      const pages = [...chunks.values()].filter((chunk) => PAGE_MODULE.test(moduleOf(chunk)));
      const pageFiles = new Set(pages.map((page) => page.fileName));
      const scan = (chunks: OutputChunk[]) => new Scanner({ sources: [] }).scanFiles(sourcesOf(chunks));
      const openedLater = (chunk: OutputChunk) => OPENED_LATER.has(moduleOf(chunk));
      for (const module of OPENED_LATER)
        if (![...chunks.values()].some((chunk) => moduleOf(chunk) === module)) throw new Error(`page-styles: no chunk for ${module}`);
      const frame = scan(reachable(entry, chunks, pageFiles, openedLater));
      const source = stylesheetWithoutSources(root);
      const base = resolve(root, "client");

      const map: Record<string, string> = {};
      for (const [name, candidates] of [
        [moduleOf(entry), frame] as const,
        ...pages.map((page) => {
          const others = new Set([...pageFiles].filter((file) => file !== page.fileName));
          return [moduleOf(page), [...frame, ...scan(reachable(page, chunks, others, openedLater))]] as const;
        }),
      ]) {
        // A compiler keeps every candidate it was given: one per page.
        const compiler = await compile(source, { base, onDependency: () => {} });
        const css = optimize(compiler.build([...candidates]), { minify }).code;
        const pageName = name.replace(/^.*\//, "").replace(/\.\w+$/, "");
        map[name] = this.getFileName(this.emitFile({ type: "asset", name: `page-${pageName}.css`, source: css }));
      }
      this.emitFile({ type: "asset", fileName: PAGE_STYLES_FILE, source: JSON.stringify(map, null, 2) });
    },
  };
}
