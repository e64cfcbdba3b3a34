// Every picture the site shows, where its source lives and where its copies go
// (see docs/decisions/019-site-images.md). Used by `npm run images` and its test.
import { existsSync } from "node:fs";
import { homeHeroImage, IMAGE_FORMATS, type ImageFormat, type SiteImage, serviceImages } from "../content/images";
import { projects } from "../content/projects";

export const SOURCE_DIR = new URL("../content/images/source/", import.meta.url).pathname;
export const VARIANT_DIR = new URL("../content/images/variants/", import.meta.url).pathname;
// A photo wins over a drawing of the same name. Drawings are SVG, gzipped (.svgz) or not.
const SOURCE_TYPES = ["jpg", "jpeg", "png", "webp", "svgz", "svg"] as const;

/** Whether a source is a drawing (scaled from vectors) rather than a photo. */
export const isDrawing = (file: string) => /\.svgz?$/.test(file);

/** Every image a page refers to, each once. */
export function siteImages(): SiteImage[] {
  const all = [
    homeHeroImage,
    ...Object.values(serviceImages),
    ...projects.flatMap((project) => [project.photos.before, project.photos.after]),
  ];
  return [...new Map(all.map((image) => [image.name, image])).values()];
}

/** The source file of an image, or null when there is none. */
export function sourceFile(image: SiteImage): string | null {
  for (const type of SOURCE_TYPES) {
    const file = `${SOURCE_DIR}${image.name}.${type}`;
    if (existsSync(file)) return file;
  }
  return null;
}

/** The copies of an image: one per width and format, with the pixel size each must have. */
export function variantsOf(image: SiteImage): { file: string; format: ImageFormat; width: number; height: number }[] {
  return image.widths.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({
      file: `${VARIANT_DIR}${image.name}-${width}.${format}`,
      format,
      width,
      height: Math.round((width * image.height) / image.width),
    })),
  );
}
