// React Router's browser data router, loaded on the first navigation (client/lib/first-load-router.ts).
// It comes from a second copy of React Router's module (the alias in vite.config.ts): code
// split from one module would stay in the first load's bundle with the rest of that module.
export { createBrowserRouter } from "react-router-deferred-copy";

// Page loaders read through the JSON API from the first navigation on: their code comes along.
void import("./site-data-http");
