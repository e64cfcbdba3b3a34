import { preload } from "react-dom";
import { IMAGE_FORMATS, type SiteImage } from "../../../content/images";
import { Picture, srcSetOf } from "./picture";
import { siteImageFiles } from "./site-image-files";

/** How wide the hero's picture is drawn, and on which screens (none narrower: phones load nothing). */
const HERO_SIZES = "(min-width: 1280px) 600px, 48vw";
const HERO_MEDIA = "(min-width: 1024px)";

/**
 * The picture in the right half of a dark page hero, on laptops and wider. Phones show the
 * words alone and load nothing for it, so it never becomes their largest paint. A laptop's
 * largest paint is this picture: React's `preload` asks for its file in the head, ahead of the
 * scripts (the same copies, screens and format as its first <source>).
 */
export function HeroPicture({ image }: { image: SiteImage }) {
  const format = IMAGE_FORMATS[0];
  preload(srcSetOf(siteImageFiles, image, format).split(" ")[0]!, {
    as: "image",
    type: `image/${format}`,
    media: HERO_MEDIA,
    imageSizes: HERO_SIZES,
    imageSrcSet: srcSetOf(siteImageFiles, image, format),
    fetchPriority: "high",
  });
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
