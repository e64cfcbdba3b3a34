// Prints the JavaScript a page loads on first visit (entry + preloaded chunks), raw and gzip.
// Usage: node bench/js-size.mjs [path ...]   (needs `npm run build`; reads dist/ and renders via the preview server)
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const base = process.env.BASE_URL || "http://localhost:8787";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/roofing", "/insights/storm-chasers"];

for (const path of paths) {
  const html = await (await fetch(base + path)).text();
  const files = new Set();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(m[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(`dist/client${file}`);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`${path}: ${files.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
}
