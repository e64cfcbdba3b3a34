import { IMAGE_FORMATS, type ImageFormat, type SiteImage } from "../../../content/images";
import type { ImageFiles } from "./image-files";

/** A transparent pixel: what an image shown only on wide screens loads on a phone. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

const fileOf = (files: ImageFiles, image: SiteImage, width: number, format: ImageFormat) => files[`${image.name}-${width}.${format}`] ?? "";

/** A picture's copies in one format, as a `srcset`: every drawn width. */
export const srcSetOf = (files: ImageFiles, image: SiteImage, format: ImageFormat) =>
  image.widths.map((width) => `${fileOf(files, image, width, format)} ${width}w`).join(", ");

/**
 * A picture in AVIF with a WebP fallback, at every drawn width. Its frame carries the picture's
 * proportions, so it has its full height from its own start tag: a page is painted while it
 * streams, and a frame that waited for the `<img>` tag (or for the file) would be painted empty,
 * then grow and push or re-centre what is around it. Width and height on the `<img>` keep the same
 * proportions until the file loads. Lazy unless `eager` (the first screen's picture).
 * `media` limits it to wide screens: elsewhere it loads nothing (hide it there with CSS too).
 * A sample carries a visible 'Sample image' mark and says so in its text alternative.
 */
export function Picture({
  image,
  files,
  sizes,
  eager = false,
  media,
  className = "",
}: {
  image: SiteImage;
  files: ImageFiles;
  /** How wide it is shown, as the `sizes` attribute: lets the browser pick the smallest copy that is sharp. */
  sizes: string;
  eager?: boolean;
  media?: string;
  className?: string;
}) {
  const smallest = image.widths[0] ?? image.width;
  return (
    <span className={`relative block ${className}`} style={{ aspectRatio: `${image.width} / ${image.height}` }}>
      <picture>
        {IMAGE_FORMATS.map((format) => (
          <source key={format} type={`image/${format}`} media={media} sizes={sizes} srcSet={srcSetOf(files, image, format)} />
        ))}
        <img
          src={media ? NOTHING : fileOf(files, image, smallest, "webp")}
          width={image.width}
          height={image.height}
          alt={image.sample ? `Sample image: ${image.alt}` : image.alt}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
          className="block h-auto w-full bg-slate-200"
        />
      </picture>
      {image.sample ? <SampleMark /> : null}
    </span>
  );
}

/** Said in the alt text too; shown so that nobody takes a drawing for a job we did. */
function SampleMark() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute top-2 left-2 rounded bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white"
    >
      Sample image
    </span>
  );
}
