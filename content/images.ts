/**
 * The pictures on the site. Each one has a source in content/images/source/{name} (SVG, JPEG,
 * PNG or WebP) from which `npm run images` draws AVIF and WebP copies at every width into
 * content/images/variants/{name}-{width}.{avif,webp}; see docs/decisions/019-site-images.md.
 */
export interface SiteImage {
  /**
   * A drawn illustration made for the template, not a photo of a job we did: shown with a
   * visible 'Sample image' mark, and listed by `npm run content:check`. Replace it with a photo.
   */
  sample?: boolean;
  /** The source's path under content/images/source/, without its extension. */
  name: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** The largest copy's size in pixels; the smaller ones keep its proportions. */
  width: number;
  height: number;
  /** The widths drawn, smallest first, ending with `width`. */
  widths: readonly number[];
}

/** The file formats drawn for every width, best first. */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Sizes by use: a before/after photo, the home page's hero, a service picture. */
const SHAPES = {
  project: { width: 800, height: 600, widths: [480, 800] },
  hero: { width: 1200, height: 900, widths: [640, 960, 1200] },
  service: { width: 960, height: 640, widths: [480, 960] },
} as const;

/** A drawn sample picture of one of the shapes above. */
export function samplePicture(name: string, shape: keyof typeof SHAPES, alt: string): SiteImage {
  return { sample: true, name, alt, ...SHAPES[shape] };
}

/** The right half of the home page's first screen on a laptop. */
export const homeHeroImage = samplePicture(
  "site/home-hero",
  "hero",
  "Illustration of a two-storey craftsman home at dusk with a new charcoal shingle roof, slate-blue fiber cement siding and lit windows",
);

/** One picture per core service, on the home page's service cards and the service pages. */
export const serviceImages = {
  roofing: samplePicture(
    "site/roofing",
    "service",
    "Illustration of a hip roof with new brown architectural shingles, a flashed skylight and a brick chimney",
  ),
  siding: samplePicture(
    "site/siding",
    "service",
    "Illustration of a gable-front home with sage-green fiber cement lap siding and white trim",
  ),
  windows: samplePicture(
    "site/windows",
    "service",
    "Illustration of a brick wall with six-over-six replacement windows, white trim and black shutters",
  ),
} as const;
