/**
 * The share images (1200x630 JPEG at /social/<name>.jpg, every page's og:image), as words: drawn
 * when the site is built (scripts/social-cards.plugin.ts) from the claims registry and the
 * configuration. Each text is a list of choices: the first whose `{claim words}` the owner has
 * confirmed (and whose `{mhicLicense}` is configured) is drawn; a point with no such choice is left
 * out. While nothing is confirmed, the images are neutral: the logo, the service, the place.
 */
export interface SocialCardWords {
  eyebrow: readonly string[];
  title: readonly string[];
  points: readonly (readonly string[])[];
}

export const socialCards = {
  home: {
    eyebrow: ["Maryland & Delaware {sinceFounded}", "Maryland & Delaware"],
    title: ["{bestPrices}", "Roofing, Siding & Windows Done Right"],
    points: [["{warrantyBadge}"], ["Free written estimates"], ["{emergencyBadge}", "Storm & leak repairs"]],
  },
  roofing: {
    eyebrow: ["Roofing Services"],
    title: ["Roof Replacement, Repair & Inspections"],
    points: [["Shingle, metal & flat roofs"], ["Storm damage & claims help"], ["{warrantyBadge}", "Free written estimates"]],
  },
  siding: {
    eyebrow: ["Siding Installation"],
    title: ["Siding That Protects & Refreshes Your Home"],
    points: [["Vinyl & fiber cement"], ["Soffit, fascia & trim"], ["Free written estimates"]],
  },
  windows: {
    eyebrow: ["Window Installation"],
    title: ["Energy Efficient Replacement Windows"],
    points: [["Double-hung & casement"], ["Low-E glass"], ["{warrantyBadge}", "Free written estimates"]],
  },
  insights: {
    eyebrow: ["Insights"],
    title: ["Plain Guidance on Roofs, Claims & Warranties"],
    points: [["Insurance claims"], ["Materials & ventilation"], ["Storm damage"]],
  },
  company: {
    eyebrow: ["{licensedContractor}", "Maryland & Delaware"],
    title: ["Roofing, Siding & Windows Done Right"],
    points: [
      ["{projectsCompleted}", "Roofing"],
      ["{bbbRatingBadge}", "Siding"],
      ["{yearsInBusiness}", "Windows"],
    ],
  },
} as const satisfies Record<string, SocialCardWords>;

export type SocialCard = keyof typeof socialCards;
