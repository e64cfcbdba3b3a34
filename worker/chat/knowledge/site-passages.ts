import { roofMaterials } from "../../../content/estimate";
import { financingCalculator } from "../../../content/pages/financing";
import { roofingPage } from "../../../content/pages/roofing";
import { sidingPage } from "../../../content/pages/siding";
import type { ContentPage, PageSection } from "../../../content/pages/types";
import { windowsPage } from "../../../content/pages/windows";
import { projects } from "../../../content/projects";
import { scheduling, visitSteps } from "../../../content/schedule";
import { serviceCards } from "../../../content/services";
import { landingSpecs } from "../../landing/catalogue";
import { composeLandingPage } from "../../landing/compose";
import type { TownTexts } from "../../landing/locality-texts";
import { contentPage } from "../../seo/page-content";
import { staticPages } from "../../seo/site-index";
import { businessFactPassages, PHONE_TOKEN } from "./business-facts";
import type { Passage } from "./passage";

/** A list as one text: every item a sentence of its own. */
const sentences = (items: readonly string[]) =>
  items.map((item) => (/[.!?:]$/.test(item.trim()) ? item.trim() : `${item.trim()}.`)).join(" ");

const sectionText = (section: PageSection) => [...section.paragraphs, sentences(section.bullets ?? [])].filter(Boolean).join(" ");

/** A content page (content/pages/*) as passages: its intro, highlights, sections and FAQs. */
function contentPassages(page: string, title: string, words: ContentPage): Passage[] {
  const at = { page, title };
  return [
    { ...at, heading: words.title, text: words.intro, kind: "page" },
    {
      ...at,
      heading: `${words.title}: at a glance`,
      text: sentences(words.highlights.map((h) => `${h.label}: ${h.value}`)),
      kind: "page",
    },
    ...words.sections.map((section): Passage => ({ ...at, heading: section.heading, text: sectionText(section), kind: "page" })),
    ...words.faqs.map((faq): Passage => ({ ...at, heading: faq.question, text: faq.answer, kind: "faq" })),
  ];
}

/** Every page in the route table that search engines see: what its meta says, and its words when it has them. */
function routePassages(): Passage[] {
  return staticPages().flatMap(({ path, name, meta, handle }) => {
    const content = handle.content;
    const described: Passage = { page: path, title: name, heading: name, text: meta.description, kind: "page" };
    return content ? [described, ...contentPassages(path, name, contentPage(content))] : [described];
  });
}

/**
 * Each local landing page as it is composed (town facts, permits, FAQs). Text that several
 * towns' pages share is the service's own, not a town's: it is kept once and points to the
 * service's main page.
 */
function landingPassages(texts: TownTexts): Passage[] {
  const passages = landingSpecs
    .filter((spec) => spec.path === spec.canonicalPath)
    .flatMap((spec) => {
      const view = composeLandingPage(spec, texts);
      const at = { page: view.path, title: view.heading, place: view.town.name, service: view.service };
      return [
        { ...at, heading: view.heading, text: view.intro.join(" "), kind: "local" as const },
        ...view.sections.map((section) => ({ ...at, heading: section.heading, text: sectionText(section), kind: "local" as const })),
        ...view.faqs.map((faq) => ({ ...at, heading: faq.question, text: faq.answer, kind: "faq" as const })),
      ];
    });
  const towns = new Map<string, Set<string>>();
  for (const { text, place } of passages) towns.set(text, (towns.get(text) ?? new Set()).add(place));
  return passages.map(({ place, service, ...passage }): Passage => {
    if ((towns.get(passage.text)?.size ?? 0) <= 1) return { ...passage, place };
    // Said on every town's page: it links the service's own page, under that page's title.
    return { ...passage, page: service.href, title: SERVICE_PAGE_TITLES[service.href] ?? service.label };
  });
}

/** The service pages' own titles: a link's label names the page it leads to. */
const SERVICE_PAGE_TITLES: Record<string, string> = {
  "/roofing": roofingPage.title,
  "/siding": sidingPage.title,
  "/windows": windowsPage.title,
};

const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;

function projectPassages(): Passage[] {
  const at = { page: "/projects", title: "Our project portfolio", kind: "project" as const };
  const bySize = [...projects].sort((a, b) => a.value - b.value);
  const smallest = bySize[0];
  const largest = bySize.at(-1);
  const overview: Passage[] =
    smallest && largest
      ? [
          {
            ...at,
            heading: "Our portfolio: how big our projects are, from the smallest to the largest project",
            text: `Our portfolio shows ${projects.length} completed projects, from a ${dollars(smallest.value)} ${smallest.title.toLowerCase()} in ${smallest.location} (${smallest.timelineDays} days) to our largest, a ${dollars(largest.value)} ${largest.type.toLowerCase()} project in ${largest.location} (${largest.timelineDays} days): ${largest.title}.`,
          },
        ]
      : [];
  return [
    ...overview,
    ...projects.map((project) => ({
      ...at,
      heading: `${project.title}, ${project.location}`,
      text: `${project.type} project in ${project.location}, a ${dollars(project.value)} job completed in ${project.timelineDays} days. ${project.summary} ${sentences(project.highlights)}`,
    })),
  ];
}

const clock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours >= 12 ? "pm" : "am";
  const hour = hours % 12 || 12;
  return minutes ? `${hour}:${String(minutes).padStart(2, "0")} ${suffix}` : `${hour} ${suffix}`;
};
/** "morning", "afternoon" or "evening": how a visitor names a window's start. */
const partOfDay = (time: string) => {
  const hour = Number(time.split(":")[0]);
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
};
const windowsText = (windows: readonly { start: string; end: string }[]) =>
  windows.map((w) => `${clock(w.start)} to ${clock(w.end)} (${partOfDay(w.start)})`).join(", ");

/** The booking rules (content/schedule.ts) in words, and what happens at the visit. */
function schedulePassages(): Passage[] {
  const at = { page: "/schedule", title: "Book a free onsite consultation" };
  const earliest = scheduling.minLeadDays === 1 ? "tomorrow" : `${scheduling.minLeadDays} days from now`;
  return [
    {
      ...at,
      heading: "When you can book a consultation online: the earliest and latest days, hours and arrival windows",
      text: `You can book a free onsite consultation online from ${earliest} (not today: never the same day) up to ${scheduling.horizonDays} days ahead. Arrival windows are ${windowsText(scheduling.windows.weekday)} on weekdays, and ${windowsText(scheduling.windows.saturday)} on Saturdays; there are no visits on Sundays or federal holidays. Emergencies and same-day visits go to our 24/7 line at ${PHONE_TOKEN}.`,
      kind: "page",
    },
    { ...at, heading: "What happens at the consultation visit (the free estimate appointment)", text: sentences(visitSteps), kind: "page" },
  ];
}

function offerPassages(): Passage[] {
  const terms = financingCalculator.terms;
  return [
    {
      page: "/financing",
      title: "Financing",
      heading: "Do you offer financing? Financing terms, payment plans and monthly payments",
      text: `Yes, for roofing, siding and windows we offer {financing}, with loan terms from ${terms[0]} to ${terms.at(-1)} months. The payment calculator on our financing page shows what a monthly payment could look like.`,
      kind: "page",
    },
    ...roofMaterials.map(
      (material): Passage => ({
        page: "/roofing",
        title: "Roofing",
        heading: `${material.label}: how long it lasts, lifespan`,
        text: `${material.label}: expect roughly ${material.lifespanYears} years. ${material.note}`,
        kind: "page",
      }),
    ),
    ...serviceCards.map(
      (card): Passage => ({
        page: card.href,
        title: card.title,
        heading: card.title,
        text: `${card.description} ${sentences(card.features)}`,
        kind: "page",
      }),
    ),
  ];
}

/** A path written bare in a text ("see /emergency-roof-repair") as a link. */
const withBareLinks = (text: string) =>
  text.replace(/(^|\s|(?<!\])\()(\/[a-z0-9][a-z0-9/-]*[a-z0-9])(?=[\s.,;:)]|$)/g, "$1[this page]($2)");

/** Everything the site's own code and content say (articles come from D1: see article-passages.ts), each text once. */
export function sitePassages(texts: TownTexts): Passage[] {
  const seen = new Set<string>();
  return [
    ...businessFactPassages(),
    ...routePassages(),
    ...offerPassages(),
    ...schedulePassages(),
    ...projectPassages(),
    ...landingPassages(texts),
  ]
    .filter((passage) => {
      if (!passage.text.trim() || seen.has(passage.text)) return false;
      seen.add(passage.text);
      return true;
    })
    .map((passage) => ({ ...passage, text: withBareLinks(passage.text) }));
}
