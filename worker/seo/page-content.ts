import type { ContentPage, Faq, PageSection } from "../../content/pages/types";
import { aboutPage } from "../../content/pages/about";
import { emergencyRoofRepairPage } from "../../content/pages/emergency-roof-repair";
import { financingPage } from "../../content/pages/financing";
import { roofRepairVsReplacementPage } from "../../content/pages/roof-repair-vs-replacement";
import { roofingPage } from "../../content/pages/roofing";
import { servicesPage } from "../../content/pages/services";
import { sidingPage } from "../../content/pages/siding";
import { windowsPage } from "../../content/pages/windows";

/** The pages whose words live in content/pages, by path: their FAQs become FAQPage data. */
export const contentPages: Readonly<Record<string, ContentPage>> = {
  "/about": aboutPage,
  "/emergency-roof-repair": emergencyRoofRepairPage,
  "/financing": financingPage,
  "/roof-repair-vs-replacement": roofRepairVsReplacementPage,
  "/roofing": roofingPage,
  "/services": servicesPage,
  "/siding": sidingPage,
  "/windows": windowsPage,
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const inline = (text: string) =>
  escape(text).replace(/\[([^\]]+)\]\((\/[^)\s]*)\)/g, (_, label: string, href: string) => `<a href="${href}">${label}</a>`);

/** The words of a page as the HTML its view renders (headings, paragraphs, lists, links), for measuring. */
export function pageHtml(page: {
  heading: string;
  intro: readonly string[];
  sections: readonly PageSection[];
  faqs: readonly Faq[];
  links?: readonly { name: string; href: string }[];
}): string {
  const parts = [`<h1>${escape(page.heading)}</h1>`, ...page.intro.map((p) => `<p>${inline(p)}</p>`)];
  for (const section of page.sections) {
    parts.push(`<h2>${escape(section.heading)}</h2>`, ...section.paragraphs.map((p) => `<p>${inline(p)}</p>`));
    if (section.bullets?.length) parts.push(`<ul>${section.bullets.map((b) => `<li>${inline(b)}</li>`).join("")}</ul>`);
  }
  for (const faq of page.faqs) parts.push(`<h3>${escape(faq.question)}</h3>`, `<p>${inline(faq.answer)}</p>`);
  for (const link of page.links ?? []) parts.push(`<a href="${link.href}">${escape(link.name)}</a>`);
  return parts.join("\n");
}

export function contentPageHtml(page: ContentPage): string {
  return pageHtml({ heading: page.title, intro: [page.intro], sections: page.sections, faqs: page.faqs, links: page.related.map((l) => ({ name: l.label, href: l.href })) });
}
