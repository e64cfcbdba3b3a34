import type { ContentPage, Faq, PageSection } from "../../content/pages/types";
import { CONTENT_LINK, escapeHtml } from "../../contracts/text";

const contentFiles = import.meta.glob<ContentPage>(["../../content/pages/*.ts", "!../../content/pages/types.ts"], {
  eager: true,
  import: "default",
});

/** The words in content/pages/<name>.ts, as a route names them (`content: "<name>"`). */
export function contentPage(name: string): ContentPage {
  const page = contentFiles[`../../content/pages/${name}.ts`];
  if (!page) throw new Error(`No content page content/pages/${name}.ts`);
  return page;
}

const inline = (text: string) =>
  escapeHtml(text).replace(CONTENT_LINK, (_, label: string, href: string) => `<a href="${href}">${label}</a>`);

/** The words of a page as the HTML its view renders (headings, paragraphs, lists, links), for measuring. */
function pageHtml(page: {
  heading: string;
  intro: readonly string[];
  sections: readonly PageSection[];
  faqs: readonly Faq[];
  links?: readonly { name: string; href: string }[];
}): string {
  const parts = [`<h1>${escapeHtml(page.heading)}</h1>`, ...page.intro.map((p) => `<p>${inline(p)}</p>`)];
  for (const section of page.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`, ...section.paragraphs.map((p) => `<p>${inline(p)}</p>`));
    if (section.bullets?.length) parts.push(`<ul>${section.bullets.map((b) => `<li>${inline(b)}</li>`).join("")}</ul>`);
  }
  for (const faq of page.faqs) parts.push(`<h3>${escapeHtml(faq.question)}</h3>`, `<p>${inline(faq.answer)}</p>`);
  for (const link of page.links ?? []) parts.push(`<a href="${link.href}">${escapeHtml(link.name)}</a>`);
  return parts.join("\n");
}

export function contentPageHtml(page: ContentPage): string {
  return pageHtml({
    heading: page.title,
    intro: [page.intro],
    sections: page.sections,
    faqs: page.faqs,
    links: page.related.map((l) => ({ name: l.label, href: l.href })),
  });
}
