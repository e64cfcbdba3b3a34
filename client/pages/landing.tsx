import { Link, useLoaderData } from "react-router";
import { estimateCall } from "../../content/calls-to-action";
import { AREA_MILES } from "../../content/places";
import { fillClaims } from "../../contracts/claims";
import { areaAnchor, type LandingPageView, landingMeta } from "../../contracts/landing-page";
import { definePage } from "../../contracts/page-meta";
import type { SiteConfig } from "../../contracts/site-config";
import { telHref } from "../../contracts/site-config";
import { Claim } from "../components/claim";
import { ContentSections } from "../components/content/content-sections";
import { FaqList } from "../components/content/faq-list";
import { HeroActions } from "../components/content/hero-actions";
import { InlineText } from "../components/content/inline-text";
import { ReviewQuote } from "../components/reviews/review-quote";
import { SampleLabel } from "../components/sample-label";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { useSiteConfig } from "../lib/use-site-config";

// Local landing pages (/roofing-bel-air, /abingdon-roofing, ...): the loader gives the meta, and
// answers 404 for any other single-segment path, so unknown pages look the same as the rest.
export const handle = definePage({});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

/** Local landing pages (/roofing-bel-air, /abingdon-roofing, ...): the worker composes them from content/. */
async function load({ params, context }: PageLoaderArgs) {
  const page = await context.siteData.landingPage(`/${params.landing ?? ""}`);
  if (!page) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  // Customers' published reviews from the town, then its county, replace the sample testimonials.
  const { name, state, county } = page.town;
  const reviews = await context.siteData.publishedReviews({ limit: TOWN_REVIEWS, town: { name, state, county } });
  return { page, meta: landingMeta(page), reviews };
}

/** How many published reviews a town page shows. */
const TOWN_REVIEWS = 4;

/** How far a project or review is from the page's town, unless it is in the town itself. */
function Distance({ miles, town }: { miles: number; town: string }) {
  return miles >= 2 ? (
    <span className="font-normal text-slate-600">
      {" "}
      · {miles} miles from {town}
    </span>
  ) : null;
}

/** The page's words with the registry's claim wordings filled in (contracts/claims.ts), marked until confirmed. */
function withClaimWords(page: LandingPageView, config: SiteConfig): LandingPageView {
  const fill = (text: string) => fillClaims(text, config);
  return {
    ...page,
    intro: page.intro.map(fill),
    sections: page.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(fill),
      ...(section.bullets ? { bullets: section.bullets.map(fill) } : {}),
    })),
    faqs: page.faqs.map((faq) => ({ question: fill(faq.question), answer: fill(faq.answer) })),
  };
}

export default function LandingPage() {
  const data = useLoaderData<typeof loader>();
  const config = useSiteConfig();
  const page = withClaimWords(data.page, config);
  const { reviews } = data;
  const testimonials = reviews.length > 0 ? [] : page.testimonials;
  const { phone } = config;
  const { town, service } = page;
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
            <ol className="flex flex-wrap gap-1">
              <li>
                <Link to="/" className="hover:underline">
                  Home
                </Link>
                <span aria-hidden="true"> / </span>
              </li>
              <li>
                <Link to={service.href} className="hover:underline">
                  {service.label}
                </Link>
                <span aria-hidden="true"> / </span>
              </li>
              <li aria-current="page">
                {town.name}, {town.state}
              </li>
            </ol>
          </nav>
          <p className="mt-6 text-sm font-bold uppercase tracking-widest text-accent-400">
            {town.county}, {town.stateName}
          </p>
          <h1 className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{page.heading}</h1>
          {page.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-5 max-w-3xl text-lg text-slate-200">
              <InlineText text={paragraph} />
            </p>
          ))}
          <HeroActions>
            <a href={telHref(phone)} className="rounded-md px-5 py-3 font-bold text-white underline hover:text-accent-300">
              Call {phone}
            </a>
          </HeroActions>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <ContentSections sections={page.sections} />
          {testimonials.length > 0 || reviews.length > 0 || page.projects.length > 0 ? (
            <section aria-labelledby="local-work-heading">
              <h2 id="local-work-heading" className="text-2xl font-bold tracking-tight text-slate-900">
                Our work in and around {town.name}
              </h2>
              <p className="mt-2 text-slate-600">
                Projects and reviews from {town.name} and places within {AREA_MILES} miles of it.
              </p>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                {page.projects.map((project) => (
                  <article key={project.title + project.location} className="rounded-lg border border-slate-200 p-5">
                    {project.sample ? <SampleLabel kind="project" className="mb-2" /> : null}
                    <h3 className="font-bold text-slate-900">{project.title}</h3>
                    <p className="text-sm font-semibold text-brand-700">
                      {project.location}
                      <Distance miles={project.miles} town={town.name} />
                    </p>
                    <p className="mt-2 text-slate-700">{project.summary}</p>
                  </article>
                ))}
                {reviews.map((review) => (
                  <ReviewQuote key={review.id} review={review} className="rounded-lg bg-brand-50 p-5 text-slate-800" />
                ))}
                {testimonials.map((testimonial) => (
                  <figure key={testimonial.author + testimonial.location} className="rounded-lg bg-brand-50 p-5">
                    {testimonial.sample ? <SampleLabel kind="review" className="mb-2" /> : null}
                    <blockquote className="text-slate-800">“{testimonial.text}”</blockquote>
                    <figcaption className="mt-3 text-sm font-semibold text-slate-700">
                      {testimonial.author}, {testimonial.location}
                      <Distance miles={testimonial.miles} town={town.name} />
                    </figcaption>
                  </figure>
                ))}
              </div>
              <p className="mt-4">
                <Link to="/projects" className="font-semibold text-brand-700 underline hover:text-brand-900">
                  See more of our projects
                </Link>
              </p>
            </section>
          ) : null}
          <FaqList faqs={page.faqs} />
          <nav aria-labelledby="nearby-heading">
            <h2 id="nearby-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Nearby towns we serve
            </h2>
            {page.nearby.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-2">
                {page.nearby.map((place) => (
                  <li key={place.name}>
                    {place.href ? (
                      <Link
                        to={place.href}
                        className="inline-block rounded-full border border-slate-300 px-4 py-1.5 text-brand-700 hover:border-brand-700"
                      >
                        {place.name}
                      </Link>
                    ) : (
                      <span className="inline-block rounded-full border border-slate-200 px-4 py-1.5 text-slate-600">{place.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-4">
              <Link to={`/sitemap#${areaAnchor(town.county)}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
                Every town we serve in {town.county}
              </Link>
            </p>
          </nav>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-lg border border-slate-200 p-6">
            <h2 className="text-lg font-bold text-slate-900">Free, written estimate in {town.name}</h2>
            <p className="mt-2 text-slate-700">
              We come to you, inspect and measure, and leave a written estimate. Storm damage or a leak: <Claim word="emergencyAnswered" />.
            </p>
            <div className="mt-4 flex flex-col gap-3">
              <Link to="/schedule" className="rounded-md bg-accent-500 px-5 py-3 text-center font-bold text-slate-950 hover:bg-accent-400">
                Schedule a free consultation
              </Link>
              <Link
                to={estimateCall.href}
                className="rounded-md border border-brand-700 px-5 py-3 text-center font-bold text-brand-700 hover:bg-brand-50"
              >
                {estimateCall.label}
              </Link>
              <a href={telHref(phone)} className="text-center font-bold text-brand-700 underline">
                <Claim word="emergencyBadge" />: {phone}
              </a>
            </div>
          </div>
          {town.zips.length > 0 ? (
            <div className="rounded-lg border border-slate-200 p-6">
              <h2 className="text-lg font-bold text-slate-900">ZIP codes we serve in {town.name}</h2>
              <p className="mt-2 text-slate-700">{town.zips.join(", ")}</p>
            </div>
          ) : null}
          <nav aria-labelledby="services-heading" className="rounded-lg border border-slate-200 p-6">
            <h2 id="services-heading" className="text-lg font-bold text-slate-900">
              More from us
            </h2>
            <ul className="mt-3 space-y-2">
              {page.otherServices.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-brand-700 underline hover:text-brand-900">
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={service.href} className="text-brand-700 underline hover:text-brand-900">
                  {service.hrefLabel}
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
      </div>
    </>
  );
}
