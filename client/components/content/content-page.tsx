import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteImage } from "../../../content/images";
import type { ContentPage } from "../../../content/pages/types";
import { withSiteFacts } from "../../../contracts/site-facts";
import { useSiteConfig } from "../../lib/use-site-config";
import { HeroPicture } from "../images/hero-picture";
import { SampleLabel } from "../sample-label";
import { ContentSections } from "./content-sections";
import { FaqList } from "./faq-list";
import { HeroActions } from "./hero-actions";
import { InlineText } from "./inline-text";
import { RelatedLinks } from "./related-links";

/**
 * A content page: title and lead, highlight tiles, sections, an FAQ and related links, with
 * calls to action; `{placeholders}` in the words are filled in from configuration (contracts/site-facts.ts).
 * `children` comes first in the main column (e.g. a calculator), `after` last.
 */
export function ContentPageView({
  page: words,
  children,
  aside,
  after,
  heroAction,
  image,
  facts,
}: {
  page: ContentPage;
  /** Facts of this page's own for its `{placeholders}` (the rating it read), over configuration's. */
  facts?: Readonly<Record<string, string>>;
  /** Shown beside the hero's words on laptops and wider. */
  image?: SiteImage;
  /** A third call to action in the hero, after ONSITE CONSULTATION and INITIATE REVIEW. */
  heroAction?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  /** Last in the main column, after the FAQ (e.g. the towns we serve). */
  after?: ReactNode;
}) {
  const page = withSiteFacts(words, useSiteConfig(), facts);
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
          <div className={image ? "lg:grid lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-12" : undefined}>
            <div>
              <p className="text-sm font-bold uppercase tracking-widest text-accent-400">{page.eyebrow}</p>
              {page.sample ? <SampleLabel kind="terms" className="mt-3" /> : null}
              <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
              <p className="mt-5 max-w-3xl text-lg text-slate-200">
                <InlineText text={page.intro} />
              </p>
              <HeroActions>{heroAction}</HeroActions>
            </div>
            {image ? <HeroPicture image={image} /> : null}
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {page.highlights.map((item) => (
              <div key={item.label} className="rounded-lg bg-white/10 px-4 py-3">
                <dt className="text-xs font-semibold uppercase tracking-wider text-slate-300">{item.label}</dt>
                <dd className="mt-1 text-lg font-bold">
                  <InlineText text={item.value} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          {children}
          <ContentSections sections={page.sections} />
          <FaqList faqs={page.faqs} />
          {after}
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          {aside}
          <div className="rounded-lg border border-slate-200 p-6">
            <h2 className="text-lg font-bold text-slate-900">Free, written estimate</h2>
            <p className="mt-2 text-slate-700">Tell us about your project and we will review it at no cost.</p>
            <Link
              to="/contact"
              className="mt-4 inline-block rounded-md bg-accent-500 px-5 py-3 font-bold text-slate-950 hover:bg-accent-400"
            >
              INITIATE REVIEW
            </Link>
          </div>
          <RelatedLinks links={page.related} className="rounded-lg border border-slate-200 p-6" listClassName="mt-3 space-y-2" />
        </aside>
      </div>
    </>
  );
}
