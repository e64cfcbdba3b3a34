/** What /social-preview shows for a path: the tags social sites read, from the SEO generator. */
export interface SocialPreview {
  path: string;
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage?: string;
  canonicalUrl: string;
  /** The host social sites print under the card, e.g. "www.example.com". */
  host: string;
  noindex: boolean;
  metrics?: { wordCount: number; readingTime: number; score: number; complexity: string; recommendations: readonly string[] };
}

const PREVIEW_PATH_MAX = 300;

/** A path on this site: starts with one slash, no scheme or host, no spaces. Returns the error text when invalid. */
export function previewPathError(path: string): string | null {
  // A backslash counts as a slash in URLs: "/\\host" would name another site.
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\"))
    return "Enter a path on this site, starting with / (for example /roofing).";
  if (path.length > PREVIEW_PATH_MAX) return `The path can be at most ${PREVIEW_PATH_MAX} characters.`;
  if (/\s/.test(path)) return "The path cannot contain spaces.";
  return null;
}
