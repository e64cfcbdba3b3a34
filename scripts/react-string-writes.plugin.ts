/**
 * Vite plugin for the Worker's build and its tests: React DOM's edge renderer (the one the Worker
 * streams pages with) writes a page as text and turns it into bytes once per flush, instead of once
 * per piece of text. The edge renderer encodes every tag name, attribute and text node on its own
 * (`textEncoder.encode`, about a thousand calls and as many small arrays for the home page) and
 * copies each into 4 KB views: a fifth of a page's CPU in the Worker, where each call crosses into
 * the runtime. React's Bun renderer already keeps chunks as text; this gives the edge renderer the
 * same: pieces of text are joined as they are written and encoded together when React flushes.
 * The bytes are the same (checked by scripts/react-string-writes.test.ts against React's own).
 * See docs/decisions/028-rendering-without-the-cache.md.
 *
 * The functions it replaces are React's "stream config" (writeChunk, completeWriting,
 * stringToChunk, stringToPrecomputedChunk, byteLengthOfChunk). If React changes shape, the build
 * fails here instead of shipping a renderer half changed.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Alias, Plugin } from "vite";

const EDGE_RENDERER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.edge\.(?:production|development)\.js$/;

/** React's functions that are replaced, renamed so they stay (unused) where they were. */
const REPLACED = ["writeChunk", "completeWriting", "stringToChunk", "stringToPrecomputedChunk", "byteLengthOfChunk"] as const;

/** The stream config that writes text: hoisted like the functions it stands for. */
const STRING_WRITES = `
var textWritten = "";
var textWriter = new TextEncoder();
function flushTextWritten(destination) {
  if (0 < textWritten.length) {
    destination.enqueue(textWriter.encode(textWritten));
    textWritten = "";
  }
}
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) textWritten += chunk;
  else if (0 < chunk.byteLength) {
    flushTextWritten(destination);
    destination.enqueue(chunk);
  }
}
function completeWriting(destination) {
  flushTextWritten(destination);
}
function stringToChunk(content) {
  return content;
}
function stringToPrecomputedChunk(content) {
  return content;
}
function byteLengthOfChunk(chunk) {
  return "string" === typeof chunk ? chunk.length : chunk.byteLength;
}
`;

/** A boundary's size, which React sums from its chunks' byte lengths (for `progressiveChunkSize`). */
const SEGMENT_SIZE = "segmentByteSize += segment[i].byteLength;";

/** React DOM's edge renderer with the string-writing stream config. */
export function withStringWrites(code: string): string {
  let out = code;
  for (const name of REPLACED) {
    const header = new RegExp(`^(\\s*)function ${name}\\(`, "gm");
    const found = out.match(header)?.length ?? 0;
    if (found !== 1)
      throw new Error(
        `react-string-writes: React DOM's edge renderer has ${found} "function ${name}(": update scripts/react-string-writes.plugin.ts`,
      );
    out = out.replace(header, `$1function ${name}$bytes(`);
  }
  if (out.split(SEGMENT_SIZE).length !== 2)
    throw new Error(`react-string-writes: "${SEGMENT_SIZE}" not found once: update scripts/react-string-writes.plugin.ts`);
  out = out.replace(SEGMENT_SIZE, "segmentByteSize += byteLengthOfChunk(segment[i]);");
  // Before the first of React's own, in the same scope (the development build wraps the module in a function).
  const first = out.search(/^\s*function writeChunk\$bytes\(/m);
  return out.slice(0, first) + STRING_WRITES + out.slice(first);
}

/**
 * `react-dom/server.edge` as React's file for one build: the streaming renderer alone (the package's
 * entry also loads React's legacy string renderer, about 260 KB the Worker never calls), and a
 * module of its own, which the bundler (and the worker tests' module loader) hands to this plugin.
 */
export function edgeRenderer(build: "production" | "development"): Alias {
  const reactDom = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
  return { find: /^react-dom\/server\.edge$/, replacement: join(reactDom, `cjs/react-dom-server.edge.${build}.js`) };
}

export function reactStringWrites(): Plugin {
  return {
    name: "react-string-writes",
    enforce: "pre",
    transform(code, id) {
      if (!EDGE_RENDERER.test(id.split("?")[0]!)) return null;
      return { code: withStringWrites(code), map: null };
    },
  };
}
