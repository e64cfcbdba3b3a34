import type { ContentPage } from "../../../content/pages/types";
import { withSiteFacts } from "../../../contracts/site-facts";
import { useSiteConfig } from "../../lib/use-site-config";
import { ContentSections } from "./content-sections";
import { FaqList } from "./faq-list";
import { InlineText } from "./inline-text";
import { RelatedLinks } from "./related-links";

/**
 * The privacy policy and the terms: their words (content/pages) with the configured facts filled
 * in (the business as registered, licenses, retention periods), in a plain reading layout.
 */
export function LegalPageView({ content }: { content: ContentPage }) {
  const page = withSiteFacts(content, useSiteConfig());
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{page.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{page.title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-slate-700">
        <InlineText text={page.intro} />
      </p>
      {page.highlights.length > 0 ? (
        <section aria-labelledby="at-a-glance" className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-5">
          <h2 id="at-a-glance" className="text-sm font-bold uppercase tracking-wider text-slate-600">
            At a glance
          </h2>
          <dl className="mt-3 grid gap-4 sm:grid-cols-2">
            {page.highlights.map((item) => (
              <div key={item.label}>
                <dt className="text-sm font-semibold text-slate-600">{item.label}</dt>
                <dd className="mt-0.5 font-bold text-slate-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className="mt-12 space-y-12">
        <ContentSections sections={page.sections} />
        <FaqList faqs={page.faqs} />
      </div>
      <RelatedLinks
        links={page.related}
        className="mt-12 border-t border-slate-200 pt-6"
        listClassName="mt-3 flex flex-wrap gap-x-6 gap-y-2"
      />
    </article>
  );
}
