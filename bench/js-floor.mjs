// npm run bench:js-floor
// What the browser must download before any of our own code: builds tiny entries with the
// same Vite and minifier as the site and prints their size (gzip -9).
//   react-dom alone          hydrateRoot and nothing else
//   + router hooks only      React Router's components and hooks with a static router
//   + browser data router    createBrowserRouter + RouterProvider, as the site hydrates
// Set against the first-load budget (130 KB gzip on content pages, issue [1/7]), it shows how much
// room the stack leaves for the site's own code. In framework mode the site hydrates with React
// Router's HydratedRouter, which is the third (a browser data router) and more.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

// Inside node_modules so the entries resolve the site's own react and react-router.
const DIR = "node_modules/.cache/js-floor";

const ENTRIES = {
  "react-dom alone": `
    import { hydrateRoot } from "react-dom/client";
    hydrateRoot(document.getElementById("root"), <div />);`,
  "+ router hooks only": `
    import { hydrateRoot } from "react-dom/client";
    import { createStaticRouter, Link, Outlet, useLoaderData, useLocation, useNavigate, useNavigation, useRouteError, ScrollRestoration } from "react-router";
    import { RouterProvider } from "react-router/dom";
    function Page() { useLoaderData(); useLocation(); useNavigate(); useNavigation(); useRouteError(); return <><Link to="/">home</Link><Outlet /><ScrollRestoration /></>; }
    const router = createStaticRouter([{ path: "/", Component: Page }], {});
    hydrateRoot(document.getElementById("root"), <RouterProvider router={router} />);`,
  "+ browser data router": `
    import { hydrateRoot } from "react-dom/client";
    import { createBrowserRouter, Link, Outlet, useLoaderData, useLocation, useNavigate, useNavigation, useRouteError, ScrollRestoration } from "react-router";
    import { RouterProvider } from "react-router/dom";
    function Page() { useLoaderData(); useLocation(); useNavigate(); useNavigation(); useRouteError(); return <><Link to="/">home</Link><Outlet /><ScrollRestoration /></>; }
    const router = createBrowserRouter([{ path: "/", Component: Page }]);
    hydrateRoot(document.getElementById("root"), <RouterProvider router={router} />);`,
};

export async function measureFloor() {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const sizes = [];
  for (const [name, code] of Object.entries(ENTRIES)) {
    const slug = name.replace(/[^a-z]+/g, "-").replace(/^-|-$/g, "");
    const entry = join(DIR, `${slug}.jsx`);
    writeFileSync(entry, code);
    const outDir = join(DIR, `out-${slug}`);
    await build({
      configFile: false,
      logLevel: "error",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: { outDir, emptyOutDir: true, rollupOptions: { input: entry } },
    });
    let raw = 0;
    let gzip = 0;
    for (const file of readdirSync(join(outDir, "assets")).filter((f) => f.endsWith(".js"))) {
      const bytes = readFileSync(join(outDir, "assets", file));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    sizes.push({ name, raw, gzip });
  }
  return sizes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = await measureFloor();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const size of sizes)
    console.log(
      `${size.name.padEnd(24)} ${kb(size.raw).padStart(9)} raw  ${kb(size.gzip).padStart(8)} gzip  (${((size.gzip / (100 * 1024)) * 100).toFixed(0)}% of the 100 KB budget)`,
    );
}
