import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { business } from "../../content/business";
import { estimateCall } from "../../content/calls-to-action";
import { homeHeroImage } from "../../content/images";
import { featuredAreaPath } from "../../content/landing/catalogue";
import {
  INSIGHT_EXCERPT_WORDS,
  INSIGHT_POSTS_LIMIT,
  INSIGHTS_CACHE_MS,
  type InsightPostsResponse,
  insightPostsKey,
} from "../../contracts/insights-query";
import type { InsightsInitial } from "../components/home/insights-carousel";
import { HeroPicture } from "../components/images/hero-picture";
import { excerptWords } from "../lib/excerpt";
import { loadContext } from "../lib/load-context";
import { lazyNearViewport, NearViewport } from "../lib/near-viewport";
import { peekQuery } from "../lib/request";

/**
 * The worker renders the insights straight from D1. In the browser the page does not wait
 * for them: the carousel shows 'Loading insights...' and reads the API (cached 10 minutes).
 * The page carries each post's excerpt only as far as its card shows it: the rest would be
 * written into the page's data for nothing (a few KB of every home page).
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ insights: InsightsInitial }> {
  const server = loadContext(context);
  if (!server) return { insights: peekQuery<InsightPostsResponse>(insightPostsKey, INSIGHTS_CACHE_MS)?.posts ?? null };
  try {
    const posts = await server.siteData.insightPosts({ limit: INSIGHT_POSTS_LIMIT, diversify: true });
    return { insights: posts.map((post) => ({ ...post, excerpt: excerptWords(post.excerpt, INSIGHT_EXCERPT_WORDS) })) };
  } catch (error) {
    console.error("Failed to fetch insights", error);
    return { insights: "error" };
  }
}

// Below the first screen: loaded and hydrated as they come near it (see client/lib/near-viewport.tsx).
// The insights carousel moves only when asked to: its code (with Embla's) waits until a visitor reaches for it.
const Insights = lazyNearViewport("home-insights", () => import("../components/home/insights-carousel").then((m) => m.InsightsCarousel), {
  until: "used",
});
const Services = lazyNearViewport("home-services", () => import("../components/home/services-section").then((m) => m.ServicesSection));
const Portfolio = lazyNearViewport("home-portfolio", () =>
  import("../components/home/portfolio-carousel").then((m) => m.PortfolioCarousel),
);
const Testimonials = lazyNearViewport("home-testimonials", () =>
  import("../components/home/testimonials-carousel").then((m) => m.TestimonialsCarousel),
);

const trustBadges = [
  `BBB ${business.bbbRating} Rating`,
  "Fully Licensed",
  "Fully Insured",
  `${business.warrantyYears} Year Warranty`,
  "24/7 Emergency",
] as const;
/** The towns SPEC names, each linking to its local page where it has one. */
const serviceAreas = business.featuredAreas.map((area) => ({ name: area.name, href: featuredAreaPath(area) }));

export default function HomePage() {
  const { insights } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:grid lg:grid-cols-2 lg:items-center lg:gap-12 lg:py-24">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-accent-400">Maryland &amp; Delaware since {business.founded}</p>
            <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl xl:text-6xl">
              The Best Prices on Roofing, Siding &amp; Windows
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-200">
              {business.yearsInBusiness} years, {business.projectsCompleted} projects and manufacturer volume-based pricing:{" "}
              {business.statements.licensedInsured}, with free written estimates.
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
                  {badge}
                </li>
              ))}
            </ul>
          </div>
          <HeroPicture image={homeHeroImage} />
        </div>
      </section>
      <NearViewport id="home-insights">
        <Insights initial={insights} />
      </NearViewport>
      <NearViewport id="home-services">
        <Services />
      </NearViewport>
      <NearViewport id="home-portfolio">
        <Portfolio />
      </NearViewport>
      <NearViewport id="home-testimonials">
        <Testimonials />
      </NearViewport>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="service-areas">
        <h2 id="service-areas" className="text-2xl font-bold text-slate-900">
          Service Areas
        </h2>
        <p className="mt-2 text-slate-700">Crews based across Maryland and Delaware (MD/DE):</p>
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
