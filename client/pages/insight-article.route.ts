import { definePage } from "../../contracts/page-meta";

// The loader gives an article its meta (or answers 404).
export default definePage({
  path: "/insights/:slug",
  meta: null,
});
