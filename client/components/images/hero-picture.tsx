import type { SiteImage } from "../../../content/images";
import { Picture } from "./picture";
import { siteImageFiles } from "./site-image-files";

/**
 * The picture in the right half of a dark page hero, on laptops and wider. Phones show the
 * words alone and load nothing for it, so it never becomes their largest paint.
 */
export function HeroPicture({ image }: { image: SiteImage }) {
  return (
    <Picture
      image={image}
      files={siteImageFiles}
      sizes="(min-width: 1280px) 600px, 48vw"
      media="(min-width: 1024px)"
      eager
      className="hidden overflow-hidden rounded-xl shadow-2xl ring-1 ring-white/10 lg:block"
    />
  );
}
