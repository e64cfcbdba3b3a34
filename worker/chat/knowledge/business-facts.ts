import { business } from "../../../content/business";
import { warrantyPage } from "../../../content/pages/warranty";
import { officeAddress } from "../../../contracts/site-config";
import { businessIdentity } from "../../config";
import type { Passage } from "./passage";

/** Where the assistant sends a visitor to read more about the company. */
const ABOUT = { page: "/about", title: "About us" } as const;

/** Stands for the configured phone number until the assistant answers (the number is configuration). */
export const PHONE_TOKEN = "{phone}";
/** Stands for the configured office address, as the footer shows it. */
const OFFICE_TOKEN = "{office}";

/**
 * What configuration says and the passages name by token: the phone number, the office's
 * address, and the facts the content pages name as `{placeholder}` (contracts/site-facts.ts:
 * the privacy policy's retention periods, the legal name, the licences).
 */
export interface Configured {
  phone: string;
  office: string;
  facts: Readonly<Record<string, string>>;
}

/** The configured facts of an assistant's input: the office's placeholders when it names none. */
export const configuredFor = (input: { phone: string; office?: string; facts?: Readonly<Record<string, string>> }): Configured => ({
  phone: input.phone,
  office: input.office ?? officeAddress(businessIdentity({})),
  facts: input.facts ?? {},
});

const TOKEN = /\{([A-Za-z]+)\}/g;

/** A passage's text with the configured facts in place of their tokens (an unknown token stays as written). */
export const withConfigured = (text: string, configured: Configured) => {
  const facts: Readonly<Record<string, string>> = { ...configured.facts, phone: configured.phone, office: configured.office };
  return text.replace(TOKEN, (whole, name: string) => facts[name] ?? whole);
};

const areas = business.featuredAreas.map((area) => area.name);

/**
 * The business facts as questions and answers: the questions are how visitors ask (they are
 * only searched, never shown), the answers interpolate content/business.ts, so a changed
 * claim changes the answer.
 */
const facts: readonly { question: string; answer: string; page?: { page: string; title: string } }[] = [
  {
    question: "When was the company founded? What year did you start, how long have you been in business, how many years of experience?",
    answer: `${business.name} has served ${business.serviceArea} {sinceFounded}: {yearsInBusiness}.`,
  },
  {
    question: "How many projects, jobs or roofs have you completed? How much work have you done?",
    answer: "We have completed {projectsCompleted}.",
  },
  {
    question: "How many satisfied customers do you have? Happy clients?",
    answer: "{satisfiedCustomers} have trusted us with their homes.",
  },
  {
    question: "What is your Better Business Bureau BBB rating or grade? Are you accredited?",
    answer:
      "With the Better Business Bureau: {bbbRatingBadge}. A rating is not an accreditation, and we do not state one here; our office can tell you more.",
  },
  {
    question: "What are your reviews, stars and customer rating? How many stars? How do customers rate you?",
    answer: "Our customers rate us {rating}.",
  },
  {
    question: "Are you licensed, bonded and insured? Do you carry liability insurance? Contractor license?",
    answer:
      "We are {licensedInsured}; the licence numbers are at the foot of every page. Bonding is not something this site states: our office will confirm it.",
  },
  {
    question: "Where is your office located? Address, headquarters, where are you based?",
    answer: `Our regional office is at ${OFFICE_TOKEN}, and we work across ${business.serviceArea}.`,
  },
  {
    question: "What states and areas do you serve? Where do you work, how far do you travel?",
    answer: `We work across ${business.serviceArea}, including ${areas.slice(0, -1).join(", ")} and ${areas.at(-1)}. Tell me your town or ZIP code and I'll check.`,
  },
  {
    question: "Are you certified by the shingle manufacturer? Certifications and credentials?",
    answer: "We hold {certification}.",
  },
  {
    question: "Is the estimate free? Do you charge for estimates? Written estimates?",
    answer: `Yes: every estimate is free and written, with no obligation. You can [book one online](/schedule).`,
  },
  {
    question: "How do you keep material prices and costs down? Discounts on materials?",
    answer: "We buy with {volumePricing}, which helps keep material costs in check.",
  },
  {
    question: "Who are you? What company is this? Company name?",
    answer: `This is ${business.name}: ${business.description}`,
  },
  {
    question: "Are you available 24/7 for emergencies? Emergency service, phone number, how do I call you, contact number?",
    answer: `For emergencies: {emergencyAnswered}. Call us at ${PHONE_TOKEN}.`,
  },
  {
    question:
      "What warranty or guarantee do you give on workmanship? How long is your warranty on a roof, siding or windows you install, what does it cover?",
    answer: "Our work is backed by {workmanshipWarranty}, and the materials carry their own manufacturer warranty.",
    page: { page: "/warranty", title: warrantyPage.title },
  },
];

/** The business facts as passages; each is answered whole. */
export function businessFactPassages(): Passage[] {
  return facts.map(({ question, answer, page }) => ({ ...(page ?? ABOUT), heading: question, text: answer, kind: "fact" }));
}
