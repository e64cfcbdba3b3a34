import { imageFiles } from "./image-files";

/**
 * The hero's and the services' copies, hashed into /assets/ by the build (cached for a year).
 * A separate list from the projects', so a page pays only for the names it may show.
 */
export const siteImageFiles = imageFiles(
  import.meta.glob<string>("./site/*", {
    base: "../../../content/images/variants/",
    eager: true,
    query: "?url&no-inline",
    import: "default",
  }),
);
