/**
 * The shape of a content page (service pages, about, topic pages, financing). Text fields
 * may contain inline links written as [label](/path), and facts from configuration written as
 * {placeholder} (client/lib/site-facts.ts: {legalName}, {phone}, {ipDays} ...); nothing else is interpreted.
 */
export interface PageSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ContentPage {
  /** Small label above the title. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** The lead paragraph under the title. */
  intro: string;
  /** Three or four short facts shown as tiles, e.g. { label: "Warranty", value: "25 years" }. */
  highlights: readonly { label: string; value: string }[];
  sections: readonly PageSection[];
  faqs: readonly Faq[];
  /** Internal links at the end of the page. */
  related: readonly { label: string; href: string }[];
}
