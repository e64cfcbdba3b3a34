import { definePage } from "../../contracts/page-meta";

// Local landing pages (/roofing-bel-air, /abingdon-roofing, ...): the loader gives the meta, and
// answers 404 for any other single-segment path, so unknown pages look the same as the rest.
export default definePage({
  path: "/:landing",
  meta: null,
});
