/** Header navigation and search phrases (the footer's links: content/footer-links.ts). */
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
