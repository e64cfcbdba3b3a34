/**
 * Vite plugin for the builds (browser and Worker): lets the bundler leave out the React Router
 * components the site never uses (NavLink, Form, Await, ...). React Router's module creates them at load
 * time with `React.forwardRef(...)` and then sets their `displayName`; a bundler must assume
 * both have side effects, so every one of them stayed in each page's first load (about 2 KB
 * gzip). This marks those calls pure and drops the display names (only React's developer
 * tools read them). If React Router changes shape, nothing matches and nothing changes:
 * `npm run bench:check` watches the size.
 * See docs/decisions/016-first-load-javascript.md.
 */
import type { Plugin } from "vite";

const REACT_ROUTER_CHUNK = /\/node_modules\/react-router\/dist\/(?:development|production)\/chunk-[\w-]+\.mjs$/;
const COMPONENT = /^(var \w+ = )(React\d*\.(?:forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "\w+";$/gm;

export function pureReactRouter(): Plugin {
  return {
    name: "pure-react-router",
    apply: "build",
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      // Same lines as before (the display names become blank lines), so line mappings hold.
      return { code: code.replace(COMPONENT, "$1/* @__PURE__ */ $2").replace(DISPLAY_NAME, ""), map: null };
    },
  };
}
