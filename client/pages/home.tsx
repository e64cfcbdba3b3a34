import { Link, useLoaderData } from "react-router";
import { business, type ClaimWord } from "../../content/business";
import { estimateCall } from "../../content/calls-to-action";
import { homeHeroImage } from "../../content/images";
import { featuredAreaPath } from "../../content/landing/catalogue";
import { INSIGHT_EXCERPT_WORDS, INSIGHT_POSTS_LIMIT } from "../../contracts/insights-query";
import { company, definePage } from "../../contracts/page-meta";
import type { PublishedReview } from "../../contracts/reviews";
import { Claim } from "../components/claim";
import type { InsightsInitial } from "../components/home/insights-carousel";
import { InsightsCarousel } from "../components/home/insights-carousel";
import { PortfolioCarousel } from "../components/home/portfolio-carousel";
import { ServicesSection } from "../components/home/services-section";
import { TestimonialsCarousel } from "../components/home/testimonials-carousel";
import { HeroPicture } from "../components/images/hero-picture";
import { excerptWords } from "../lib/excerpt";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  sitemap: { priority: 1.0, changefreq: "weekly" },
  meta: {
    title: `Roofing, Siding & Windows in MD & DE | ${company}`,
    description:
      "Roofing, siding and window replacement and repair across Maryland and Delaware: free written estimates, onsite consultations, storm damage repair.",
    pageType: "homepage",
    category: "primary",
    keywords: ["roofing contractor Maryland", "siding contractor Delaware", "window replacement", "roof replacement Baltimore"],
    canonical: "/",
  },
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

/**
 * The worker renders the insights straight from D1. The page carries each post's excerpt only
 * as far as its card shows it: the rest would be written into the page's data for nothing (a
 * few KB of every home page).
 */
async function load(args: PageLoaderArgs): Promise<{ insights: InsightsInitial; reviews: PublishedReview[] }> {
  // Published reviews replace the sample testimonials (docs/decisions/044-reviews-real-reviews.md).
  const [insights, reviews] = await Promise.all([loadInsights(args), args.context.siteData.publishedReviews({ limit: HOME_REVIEWS })]);
  return { insights, reviews };
}

/** How many published reviews the home page shows, newest first. */
const HOME_REVIEWS = 12;

async function loadInsights({ context, request }: PageLoaderArgs): Promise<InsightsInitial> {
  // A navigation inside the site reads the page's data with fetch(): the carousel then reads the
  // insights API itself (SPEC: 'Loading insights...', cached 10 minutes), so the page shows at once.
  if (request.headers.get("Sec-Fetch-Dest") === "empty") return null;
  try {
    const posts = await context.siteData.insightPosts({ limit: INSIGHT_POSTS_LIMIT, diversify: true });
    return posts.map((post) => ({ ...post, excerpt: excerptWords(post.excerpt, INSIGHT_EXCERPT_WORDS) }));
  } catch (error) {
    console.error("Failed to fetch insights", error);
    return "error";
  }
}

/** SPEC's trust badges, each a claim of the registry (content/business.ts), marked until the owner confirms it. */
const trustBadges = [
  "bbbRatingBadge",
  "licensedBadge",
  "insuredBadge",
  "warrantyBadge",
  "emergencyBadge",
] as const satisfies readonly ClaimWord[];
/** The towns SPEC names, each linking to its local page where it has one. */
const serviceAreas = business.featuredAreas.map((area) => ({ name: area.name, href: featuredAreaPath(area) }));

export default function HomePage() {
  const { insights, reviews } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:grid lg:grid-cols-2 lg:items-center lg:gap-12 lg:py-24">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-accent-400">
              Maryland &amp; Delaware <Claim word="sinceFounded" />
            </p>
            <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl xl:text-6xl">
              <Claim word="bestPrices" />
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-200">
              <Claim word="yearsInBusiness" />, <Claim word="projectsCompleted" /> and <Claim word="volumePricing" />: we are{" "}
              <Claim word="licensedInsured" />, with free written estimates.
            </p>
            <div className="mt-10 flex flex-wrap gap-4">
              <Link
                to="/schedule"
                className="rounded-md bg-accent-500 px-6 py-3.5 text-base font-bold tracking-wide text-slate-950 hover:bg-accent-400"
              >
                ONSITE CONSULTATION
              </Link>
              <Link
                to="/contact"
                className="rounded-md border border-white/70 px-6 py-3.5 text-base font-bold tracking-wide text-white hover:bg-white/10"
              >
                INITIATE REVIEW
              </Link>
            </div>
            <p className="mt-5">
              <Link
                to={estimateCall.href}
                className="font-bold text-white underline decoration-accent-400 underline-offset-4 hover:text-accent-300"
              >
                Replacing your roof? {estimateCall.label} &rarr;
              </Link>
            </p>
            <ul className="mt-12 flex flex-wrap gap-3" aria-label="Why homeowners trust us">
              {trustBadges.map((badge) => (
                <li key={badge} className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
                  <Claim word={badge} />
                </li>
              ))}
            </ul>
          </div>
          <HeroPicture image={homeHeroImage} />
        </div>
      </section>
      <div id="home-insights">
        <InsightsCarousel initial={insights} />
      </div>
      <div id="home-services">
        <ServicesSection />
      </div>
      <div id="home-portfolio">
        <PortfolioCarousel />
      </div>
      <div id="home-testimonials">
        <TestimonialsCarousel reviews={reviews} />
      </div>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="service-areas">
        <h2 id="service-areas" className="text-2xl font-bold text-slate-900">
          Service Areas
        </h2>
        <p className="mt-2 text-slate-700">Across Maryland and Delaware (MD/DE), including:</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {serviceAreas.map((area) => (
            <li key={area.name}>
              {area.href ? (
                <Link
                  to={area.href}
                  className="block rounded-md border border-slate-200 px-4 py-3 font-semibold text-brand-700 underline-offset-4 hover:border-brand-700 hover:underline"
                >
                  {area.name}
                </Link>
              ) : (
                <span className="block rounded-md border border-slate-200 px-4 py-3 font-semibold text-slate-800">{area.name}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
