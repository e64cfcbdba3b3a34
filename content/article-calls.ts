import { estimateCall } from "./calls-to-action";

/** The call to action that ends each article, chosen by the article's category. */

export type ArticleCallTopic = "inspection" | "estimate" | "emergency";

/**
 * Which call ends an article, by the category in its front matter (content/articles/*.md):
 * storm damage calls the emergency line, materials and warranties lead to the estimate, and
 * inspections, maintenance and claims to a consultation. Any other category gets a consultation.
 */
const articleCallTopics: Readonly<Record<string, ArticleCallTopic>> = {
  "Storm Damage": "emergency",
  "Roofing Materials": "estimate",
  Warranties: "estimate",
  "Inspections & Maintenance": "inspection",
  "Insurance & Claims": "inspection",
};

export function articleCallTopic(category: string): ArticleCallTopic {
  return articleCallTopics[category] ?? "inspection";
}

/** The words of each article call; the emergency call's link is the configured phone number. */
export const articleCalls: Readonly<Record<ArticleCallTopic, { heading: string; text: string; label: string; href?: string }>> = {
  inspection: {
    heading: "Want a professional to look at your roof?",
    text: "Book a free onsite consultation: an estimator comes to inspect, measure and leave you a written estimate, at no cost.",
    label: "Book a free consultation",
    href: "/schedule",
  },
  estimate: {
    heading: "What would a new roof cost?",
    text: "See an instant price range from your roof's size, pitch and material, then lock in an exact written quote.",
    label: estimateCall.label,
    href: estimateCall.href,
  },
  emergency: {
    heading: "Storm damage right now?",
    text: "Call us about an active leak or storm damage in Maryland and Delaware.",
    // Followed by the registry's "24/7 Emergency" (marked until confirmed) and the phone number.
    label: "Call",
  },
};
