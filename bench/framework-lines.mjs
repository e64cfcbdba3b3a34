// npm run bench:framework-lines
// The rendering, routing and hydration code we write ourselves, in lines (blank lines and
// comments included, tests excluded): what stands between React Router's framework mode and the
// site's pages. Issue [1/7] measured about 2,300 lines before framework mode (worker/render 897,
// client routing and hydration 842, Vite plugins 563) and aims at 300 or fewer.
import { readdirSync, readFileSync } from "node:fs";

/** Each file and what it does for the framework; the list is checked against the tree below. */
export const FRAMEWORK_FILES = {
  "worker/render/pages.ts": "hands pages to React Router's request handler; route table for sitemaps and the admin guard",
  "client/entry.server.tsx": "streams the page with the CSP nonce",
  "client/entry.client.tsx": "hydrates, then starts the visit counter and web-vitals",
  "client/lib/page.ts": "a page's handle, loader and meta from one definition",
};
/** Files under worker/render that are not rendering machinery, and why. */
const NOT_FRAMEWORK = {
  "worker/render/page-cache.ts": "the page cache (a feature: pages from the edge cache with fresh nonces)",
  "worker/render/site-data.server.ts": "the site's data for loaders",
  "worker/render/built-asset.ts": "reads a built asset",
  "worker/render/virtual.d.ts": "types of the build's virtual modules",
};

const lines = (file) => readFileSync(file, "utf8").split("\n").length - 1;

export function runFrameworkLines() {
  const inRender = readdirSync("worker/render")
    .filter((name) => !name.includes(".test."))
    .map((name) => `worker/render/${name}`);
  const unlisted = inRender.filter((file) => !(file in FRAMEWORK_FILES) && !(file in NOT_FRAMEWORK));
  if (unlisted.length) throw new Error(`worker/render has files this count does not know: ${unlisted.join(", ")}`);
  const files = Object.entries(FRAMEWORK_FILES).map(([file, role]) => ({ file, role, lines: lines(file) }));
  // Our plugins: every *.plugin.ts in the repository (vite.config.ts takes them from scripts/,
  // scripts/site-content.ts the two that build content from worker/).
  const plugins = ["scripts", "worker", "client"]
    .flatMap((folder) => readdirSync(folder, { recursive: true }).map((path) => `${folder}/${path}`))
    .filter((path) => path.endsWith(".plugin.ts"))
    .sort();
  return {
    date: new Date().toISOString(),
    files,
    total: files.reduce((sum, f) => sum + f.lines, 0),
    before: 2302,
    plugins: plugins.map((file) => ({ file, lines: lines(file) })),
  };
}

export function printFrameworkLines(report) {
  const width = Math.max(...report.files.map((f) => f.file.length));
  for (const f of report.files) console.log(`${f.file.padEnd(width)}  ${String(f.lines).padStart(4)}  ${f.role}`);
  console.log(`own rendering, routing and hydration code: ${report.total} lines (before framework mode: about ${report.before})`);
  console.log(
    `our own Vite plugin modules (none touches a library's code): ${report.plugins.length}, ${report.plugins.reduce((s, p) => s + p.lines, 0)} lines: ${report.plugins.map((p) => p.file).join(", ")}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printFrameworkLines(runFrameworkLines());
