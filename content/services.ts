/** Service cards for the three core services: roofing, siding and windows. */
type ServiceSlug = "roofing" | "siding" | "windows";

export interface ServiceCard {
  slug: ServiceSlug;
  name: string;
  title: string;
  description: string;
  features: readonly [string, string, string, string];
  href: string;
}

export const serviceCards: readonly ServiceCard[] = [
  {
    slug: "roofing",
    name: "Roofing",
    title: "Roofing Systems",
    description:
      "Roof replacement, repair and inspections for homes and commercial buildings, from architectural asphalt shingles and standing seam metal to TPO flat roofs.",
    features: [
      "Shingle, metal and flat roof systems",
      "Storm damage and insurance claim help",
      "Emergency leak tarping and repair",
      "{warrantyBadge}",
    ],
    href: "/roofing",
  },
  {
    slug: "siding",
    name: "Siding",
    title: "Siding Solutions",
    description:
      "Durable, low-maintenance siding that protects your walls and refreshes your curb appeal, installed with new house wrap, trim and flashing.",
    features: [
      "Insulated vinyl and fiber cement",
      "Soffit, fascia and trim replacement",
      "Seamless aluminum gutters",
      "Free written estimates",
    ],
    href: "/siding",
  },
  {
    slug: "windows",
    name: "Windows",
    title: "Window Systems",
    description:
      "Energy-efficient replacement windows and patio doors that cut drafts, reduce outside noise and help lower heating and cooling costs.",
    features: [
      "Double-hung, casement and slider styles",
      "Low-E glass with argon gas fill",
      "Insulated and air-sealed installation",
      "Residential and commercial projects",
    ],
    href: "/windows",
  },
] as const;

/** What a visitor can ask about on the contact form. */
export const inquiryServices = [
  "Roofing",
  "Siding",
  "Windows",
  "Gutters",
  "Roof Inspection",
  "Storm Damage",
  "Emergency Repair",
  "Multiple Services",
  "Other",
] as const;
