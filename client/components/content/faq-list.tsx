import type { Faq } from "../../../content/pages/types";
import { InlineText } from "./inline-text";

/** A page's questions and answers, each opening in place (their text is in the HTML for crawlers). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Frequently Asked Questions
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5 py-4">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
              <span className="flex items-start justify-between gap-4">
                {faq.question}
                <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 leading-relaxed text-slate-700">
              <InlineText text={faq.answer} />
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
