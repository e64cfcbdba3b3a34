import type { SampleKind } from "../samples";

/**
 * The shape of a content page (service pages, about, topic pages, financing). Text fields
 * may contain inline links written as [label](/path), and facts from configuration written as
 * {placeholder} (contracts/site-facts.ts: {legalName}, {phone}, {ipDays} ...); nothing else is interpreted.
 */
export interface PageSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  /** A section stating sample figures (the template's prices) shows their mark under its heading. */
  sample?: SampleKind;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ContentPage {
  /** Words written for the template that a contractor must confirm before launch (terms, promises): `npm run content:check` lists them. */
  sample?: boolean;
  /** Small label above the title. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** The lead paragraph under the title. */
  intro: string;
  /** Three or four short facts shown as tiles, e.g. { label: "Warranty", value: "{warrantyBadge}" }: a claim is the registry's `{word}`. */
  highlights: readonly { label: string; value: string }[];
  sections: readonly PageSection[];
  faqs: readonly Faq[];
  /** Internal links at the end of the page. */
  related: readonly { label: string; href: string }[];
}
