import type { ContentPage } from "../content/pages/types";
import { callbackWithin, officeHoursText } from "./business-settings";
import { callbackRule } from "./callback";
import { claimTokens, claimWords } from "./claims";
import type { SiteConfig } from "./site-config";
import { countOf } from "./text";

/**
 * Facts from configuration that a content page may name as `{placeholder}` in its words
 * (`{legalName}`, `{ipDays}` ...), so the privacy policy and the terms say what is configured
 * instead of retyping it, and every claim wording of the registry (`{workmanshipWarranty}` ...,
 * contracts/claims.ts: marked until the owner confirms it). An unknown placeholder stays as written
 * (a test keeps them known). `{rating}` is the owner's figure with its source (a claim); a page
 * that reads the site's own reviews passes their rating in its place once there is one.
 */
export function siteFacts(config: SiteConfig): Readonly<Record<string, string>> {
  const { retention } = config;
  return {
    ...claimTokens(config),
    legalName: config.legalName,
    phone: config.phone,
    email: config.email,
    siteHost: new URL(config.siteUrl).host,
    mhicLicense: config.mhicLicense,
    deLicense: config.deLicense,
    officeAddress: `${config.officeStreet}, ${config.officeCity}, ${config.officeState} ${config.officeZip}`,
    ipDays: countOf(retention.ipDays, "day"),
    transcriptYears: countOf(retention.transcriptYears, "year"),
    closedLeadYears: countOf(retention.closedLeadYears, "year"),
    spamDays: countOf(retention.spamDays, "day"),
    openLeadYears: countOf(retention.openLeadYears, "year"),
    chatDays: countOf(retention.chatDays, "day"),
    officeHours: officeHoursText(config),
    callbackWithin: callbackWithin(config),
    callbackRule: callbackRule(config),
    rating: claimWords(config, "ratingFigure"),
  };
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The names of the placeholders in a text. */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);

const fill = (text: string, facts: Readonly<Record<string, string>>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => facts[name] ?? whole);

/** The page's words with its placeholders filled in from configuration (and the page's own facts, such as the rating). */
export function withSiteFacts(page: ContentPage, config: SiteConfig, own: Readonly<Record<string, string>> = {}): ContentPage {
  const facts = { ...siteFacts(config), ...own };
  const text = (value: string) => fill(value, facts);
  return {
    ...page,
    title: text(page.title),
    intro: text(page.intro),
    highlights: page.highlights.map((item) => ({ label: text(item.label), value: text(item.value) })),
    sections: page.sections.map((section) => ({
      ...section,
      heading: text(section.heading),
      paragraphs: section.paragraphs.map(text),
      ...(section.bullets ? { bullets: section.bullets.map(text) } : {}),
    })),
    faqs: page.faqs.map((faq) => ({ question: text(faq.question), answer: text(faq.answer) })),
  };
}
