import type { PageSection } from "../../../content/pages/types";
import { SampleLabel } from "../sample-label";
import { InlineText } from "./inline-text";

/** A page's sections: a heading each, then paragraphs and an optional list. */
export function ContentSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{section.heading}</h2>
          {section.sample ? <SampleLabel kind={section.sample} className="mt-3" /> : null}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-slate-700">
              <InlineText text={paragraph} />
            </p>
          ))}
          {section.bullets && section.bullets.length > 0 ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
              {section.bullets.map((bullet) => (
                <li key={bullet}>
                  <InlineText text={bullet} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
