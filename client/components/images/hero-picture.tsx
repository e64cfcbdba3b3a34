import { createContext, useContext } from "react";
import type { SiteImage } from "../../../content/images";
import { Picture } from "./picture";
import { siteImageFiles } from "./site-image-files";

/** How wide the hero's picture is drawn, and on which screens (none narrower: phones load nothing). */
export const HERO_SIZES = "(min-width: 1280px) 600px, 48vw";
export const HERO_MEDIA = "(min-width: 1024px)";

/**
 * Told the picture a page's hero shows, while the server renders it, so the page's head can ask
 * for the file before the scripts (worker/render/render-page.tsx). Absent in the browser.
 */
export const HeroPictureContext = /* @__PURE__ */ createContext<((image: SiteImage) => void) | null>(null);

/**
 * The picture in the right half of a dark page hero, on laptops and wider. Phones show the
 * words alone and load nothing for it, so it never becomes their largest paint.
 */
export function HeroPicture({ image }: { image: SiteImage }) {
  useContext(HeroPictureContext)?.(image);
  return (
    <Picture
      image={image}
      files={siteImageFiles}
      sizes={HERO_SIZES}
      media={HERO_MEDIA}
      eager
      className="hidden overflow-hidden rounded-xl shadow-2xl ring-1 ring-white/10 lg:block"
    />
  );
}
