import { Link, useLoaderData } from "react-router";
import { estimateCall } from "../../../content/calls-to-action";
import { serviceImages } from "../../../content/images";
import type { ContentPage } from "../../../content/pages/types";
import type { ServiceAreaState } from "../../../contracts/html-sitemap";
import type { CoreService } from "../../../contracts/site-data";
import type { PageLoaderArgs } from "../../lib/page";
import { ContentPageView } from "./content-page";
import { ServiceAreaList } from "./service-area-list";

/** A core service page's loader: the towns with a local page for the service. */
export function serviceAreasLoader(service: CoreService) {
  return async ({ context }: PageLoaderArgs) => ({ areas: await context.siteData.serviceAreas(service) });
}

/** A core service page (roofing, siding, windows): its content, then the towns we serve, by state and county. */
export function ServicePage({ page, serviceName }: { page: ContentPage; serviceName: CoreService }) {
  const { areas } = useLoaderData() as { areas: ServiceAreaState[] };
  return (
    <ContentPageView
      page={page}
      image={serviceImages[serviceName]}
      heroAction={
        <Link to={estimateCall.href} className="rounded-md px-5 py-3 font-bold text-white underline hover:text-accent-300">
          {estimateCall.label}
        </Link>
      }
      after={
        <section aria-labelledby="service-areas-heading">
          <h2 id="service-areas-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Where we do {serviceName}
          </h2>
          <p className="mt-3 text-slate-700">Pick your town for local details: housing, weather, permits and answers to local questions.</p>
          <div id="service-areas">
            <ServiceAreaList areas={areas} />
          </div>
        </section>
      }
    />
  );
}
