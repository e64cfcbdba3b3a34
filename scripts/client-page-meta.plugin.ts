/**
 * Vite plugin for the browser build: the page definitions (`client/pages/*.route.ts`) load with
 * the route table on every page, but the browser reads only a page's title and kind (the tab
 * title, the call bar). Their descriptions, keywords, canonical paths and sitemap hints are
 * for the worker's head, sitemaps and structured data, so the browser's copy leaves them out
 * (about 2 KB gzip of every page's first load). The worker's build keeps every field.
 * See docs/decisions/016-first-load-javascript.md.
 */
import type { Plugin } from "vite";

const PAGE_DEFINITION = /\/client\/pages\/[\w-]+\.route\.ts$/;
const SERVER_ONLY = new Set(["description", "keywords", "canonical", "sitemap"]);

interface Node {
  type: string;
  start: number;
  end: number;
  key?: { type: string; name?: string; value?: unknown };
  [field: string]: unknown;
}

/** The [start, end) ranges of the server-only properties, each with the comma after it. */
function serverOnlyRanges(code: string, program: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
    const current = node as Node;
    const name = current.key?.name ?? current.key?.value;
    if (current.type === "Property" && typeof name === "string" && SERVER_ONLY.has(name)) {
      const comma = /^\s*,/.exec(code.slice(current.end));
      ranges.push([current.start, current.end + (comma ? comma[0].length : 0)]);
      return;
    }
    for (const [field, value] of Object.entries(current)) if (field !== "key") visit(value);
  };
  visit(program);
  return ranges;
}

export function clientPageMeta(): Plugin {
  return {
    name: "client-page-meta",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!PAGE_DEFINITION.test(id)) return null;
      const ranges = serverOnlyRanges(code, this.parse(code) as unknown as Node);
      let out = code;
      for (const [start, end] of ranges.reverse()) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}
