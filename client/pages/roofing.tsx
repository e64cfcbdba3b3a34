import words from "../../content/pages/roofing";
import type { ContentPage } from "../../content/pages/types";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ServicePage, serviceAreasLoader } from "../components/content/service-pages";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "roofing",
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Roofing Services in Maryland & Delaware"),
    description: `Roof replacement, repair and inspections for homes and commercial buildings in MD and DE. Free written estimates and onsite consultations.`,
    pageType: "service",
    serviceName: "roofing",
    breadcrumbs: [{ name: "Roofing", path: "/roofing" }],
    category: "service",
    keywords: ["roofing services", "roof replacement", "roof repair", "asphalt shingles", "metal roofing"],
    canonical: "/roofing",
  },
});

export const loader = pageLoader(handle, serviceAreasLoader("roofing"));
export const meta = pageMeta;

/** The words come from the route (content/pages/roofing.ts). */
function Page({ content }: { content: ContentPage }) {
  return <ServicePage page={content} serviceName="roofing" />;
}

export default function Route() {
  return <Page content={words} />;
}
