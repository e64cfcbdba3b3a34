import { Link, useLoaderData } from "react-router";
import { serviceEstimateCalls } from "../../../content/calls-to-action";
import { serviceImages } from "../../../content/images";
import type { ContentPage } from "../../../content/pages/types";
import type { ServiceAreaState } from "../../../contracts/html-sitemap";
import type { PublishedReview } from "../../../contracts/reviews";
import type { CoreService } from "../../../contracts/site-data";
import type { PageLoaderArgs } from "../../lib/page";
import { ReviewQuote } from "../reviews/review-quote";
import { ContentPageView } from "./content-page";
import { ServiceAreaList } from "./service-area-list";

/** A core service page's loader: the towns with a local page for the service, and customers' published reviews of it. */
export function serviceAreasLoader(service: CoreService) {
  return async ({ context }: PageLoaderArgs) => {
    const [areas, reviews] = await Promise.all([
      context.siteData.serviceAreas(service),
      context.siteData.publishedReviews({ limit: SERVICE_REVIEWS, service }),
    ]);
    return { areas, reviews };
  };
}

/** How many published reviews a service page shows, newest first. */
const SERVICE_REVIEWS = 4;

/** A core service page (roofing, siding, windows): its content, then the towns we serve, by state and county. */
export function ServicePage({ page, serviceName }: { page: ContentPage; serviceName: CoreService }) {
  const { areas, reviews } = useLoaderData() as { areas: ServiceAreaState[]; reviews: PublishedReview[] };
  return (
    <ContentPageView
      page={page}
      image={serviceImages[serviceName]}
      heroAction={
        <Link
          to={serviceEstimateCalls[serviceName].href}
          className="rounded-md px-5 py-3 font-bold text-white underline hover:text-accent-300"
        >
          {serviceEstimateCalls[serviceName].label}
        </Link>
      }
      after={
        <>
          {reviews.length > 0 ? (
            <section aria-labelledby="service-reviews-heading">
              <h2 id="service-reviews-heading" className="text-2xl font-bold tracking-tight text-slate-900">
                What customers say about our {serviceName}
              </h2>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                {reviews.map((review) => (
                  <ReviewQuote key={review.id} review={review} className="rounded-lg bg-brand-50 p-5 text-slate-800" />
                ))}
              </div>
            </section>
          ) : null}
          <section aria-labelledby="service-areas-heading">
            <h2 id="service-areas-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Where we do {serviceName}
            </h2>
            <p className="mt-3 text-slate-700">
              Pick your town for local details: housing, weather, permits and answers to local questions.
            </p>
            <div id="service-areas">
              <ServiceAreaList areas={areas} />
            </div>
          </section>
        </>
      }
    />
  );
}
