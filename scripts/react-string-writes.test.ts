import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, it } from "node:test";
import { withStringWrites } from "./react-string-writes.plugin";

type Build = "production" | "development";
type React = typeof import("react");
type Renderer = { renderToReadableStream: (node: unknown, options?: object) => Promise<ReadableStream<Uint8Array>> };

const require = createRequire(import.meta.url);
const cjs = join(dirname(require.resolve("react-dom/package.json")), "cjs");
const reactOf = (build: Build) => require(join(dirname(require.resolve("react/package.json")), `cjs/react.${build}.js`)) as React;

/** React DOM's edge renderer of a build, as installed or as the Worker's build turns it (`change`), over React of the same build. */
function renderer(build: Build, change: (code: string) => string = (code) => code): Renderer {
  const path = join(cjs, `react-dom-server.edge.${build}.js`);
  const own = createRequire(path);
  const load = (name: string) => (name === "react" ? reactOf(build) : name === "react-dom" ? own(`./react-dom.${build}.js`) : own(name));
  const module = { exports: {} as Renderer };
  new Function("exports", "require", "module", change(readFileSync(path, "utf8")))(module.exports, load, module);
  return module.exports;
}

/** A page with what a renderer writes in every way: attributes, styles, escaped and non-Latin text, raw HTML, and a boundary that resolves later. */
function page({ createElement: h, lazy, Suspense }: React) {
  const Later = lazy(
    () =>
      new Promise<{ default: () => ReturnType<typeof h> }>((resolve) =>
        setTimeout(() => resolve({ default: () => h("p", { className: "later" }, "Arrived — later ✓") }), 5),
      ),
  );
  const rows = Array.from({ length: 300 }, (_, i) =>
    h(
      "li",
      { key: i, className: `row row-${i}`, "data-index": i, style: { marginTop: i, opacity: 0.5 } },
      `Row ${i}: <tags> & "quotes" ’ 🏠`,
    ),
  );
  return h(
    "main",
    { id: "main" },
    h("h1", null, "Roofing in Bel Air"),
    h("ul", null, rows),
    h("div", { dangerouslySetInnerHTML: { __html: "<b>kept as it was</b>" } }),
    h(Suspense, { fallback: h("span", null, "Loading…") }, h(Later)),
    h("input", { type: "text", defaultValue: 'a "value"', disabled: true }),
  );
}

async function rendered(build: Build, change?: (code: string) => string): Promise<{ html: string; chunks: number }> {
  const stream = await renderer(build, change).renderToReadableStream(page(reactOf(build)), {
    nonce: "n0nce",
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const parts: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) parts.push(chunk);
  return { html: Buffer.concat(parts).toString("utf8"), chunks: parts.length };
}

describe("React DOM's edge renderer writing text (scripts/react-string-writes.plugin.ts)", () => {
  for (const build of ["production", "development"] as const) {
    it(`should send the same bytes as React's own ${build} build, in one piece per flush`, async () => {
      const own = await rendered(build);
      const changed = await rendered(build, withStringWrites);
      assert.ok(own.html.includes("Arrived — later ✓") && own.html.includes("&lt;tags&gt; &amp; &quot;quotes&quot; ’ 🏠"));
      assert.equal(changed.html, own.html);
      // The shell (over 4 KB) and the boundary that resolved later: two flushes.
      assert.equal(changed.chunks, 2);
      assert.ok(own.chunks > 5, `React's own build wrote ${own.chunks} pieces`);
    });
  }

  it("should refuse a renderer whose shape changed instead of changing half of it", () => {
    const code = readFileSync(join(cjs, "react-dom-server.edge.production.js"), "utf8");
    assert.throws(() => withStringWrites(code.replace("function stringToChunk(", "function toChunk(")), /stringToChunk/);
    assert.throws(() => withStringWrites(code.replace("segmentByteSize += segment[i].byteLength;", "")), /segmentByteSize/);
  });
});
