// What `import ... from "react-router"` gives the site's builds (scripts/site-link.plugin.ts):
// React Router itself, with the site's lighter Link in place of its own.
export * from "react-router";
export { Link } from "./link";
