import { imageFiles } from "./image-files";

/** The projects' before and after copies, hashed into /assets/ by the build (cached for a year). */
export const projectImageFiles = imageFiles(
  import.meta.glob<string>("./projects/*", {
    base: "../../../content/images/variants/",
    eager: true,
    query: "?url&no-inline",
    import: "default",
  }),
);
