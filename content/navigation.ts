/** Header navigation, search phrases and footer links. */
export const headerNavigation = [
  { name: "PORTFOLIO", href: "/projects" },
  { name: "INSIGHTS", href: "/insights" },
  { name: "FINANCING", href: "/financing" },
  { name: "SCHEDULE", href: "/schedule" },
  { name: "CONTACT", href: "/contact" },
] as const;

export const searchPhrases = [
  "Roof repair",
  "Roof replacement",
  "Siding installation",
  "Window replacement",
  "Storm damage",
  "Emergency roof repair",
  "Gutter installation",
  "Vinyl siding",
  "Metal roofing",
  "Energy efficient windows",
] as const;

export const footerServices = [
  { name: "Roofing Systems", href: "/roofing" },
  { name: "Roof Restoration", href: "/roofing" },
  { name: "Siding Solutions", href: "/siding" },
  { name: "Window Systems", href: "/windows" },
  { name: "Storm Response", href: "/contact" },
  { name: "Emergency Services", href: "/contact" },
] as const;

export const serviceTerritory = [
  "Baltimore Metropolitan Area",
  "Annapolis & Eastern Shore",
  "Frederick & Western MD",
  "Wilmington & New Castle County",
  "Dover & Central Delaware",
] as const;

/** Social profiles; instagram has no profile yet and is shown as a placeholder. */
export const socialLinks = [
  { name: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
  { name: "twitter", label: "Twitter", href: "https://twitter.com/" },
  { name: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
  { name: "instagram", label: "Instagram", href: null },
] as const;

/** Legal pages that do not exist yet: rendered as plain text, never as dead links. */
export const legalLinks = ["Privacy Policy", "Terms of Service", "Sitemap"] as const;
