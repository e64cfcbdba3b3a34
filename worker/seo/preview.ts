import type { SocialPreview } from "../../contracts/social-preview";
import type { SeoResult } from "./generator";

/** The generator's result as social sites would read it. */
export function socialPreviewOf(path: string, seo: SeoResult): SocialPreview {
  return {
    path,
    title: seo.title,
    description: seo.description,
    ogTitle: seo.ogTitle,
    ogDescription: seo.ogDescription,
    ...(seo.ogImage ? { ogImage: seo.ogImage } : {}),
    canonicalUrl: seo.canonicalUrl,
    host: new URL(seo.canonicalUrl).host,
    noindex: seo.noindex,
    ...(seo.metrics
      ? {
          metrics: {
            wordCount: seo.metrics.wordCount,
            readingTime: seo.metrics.readingTime,
            score: seo.metrics.score,
            complexity: seo.metrics.complexity,
            recommendations: seo.metrics.recommendations,
          },
        }
      : {}),
  };
}
