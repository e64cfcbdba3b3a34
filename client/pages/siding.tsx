import words from "../../content/pages/siding";
import type { ContentPage } from "../../content/pages/types";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ServicePage, serviceAreasLoader } from "../components/content/service-pages";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "siding",
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Siding Installation in Maryland & Delaware"),
    description: `Vinyl, fiber cement and engineered wood siding installed across Maryland and Delaware, with new house wrap, trim and flashing. Free written estimates.`,
    pageType: "service",
    serviceName: "siding",
    breadcrumbs: [{ name: "Siding", path: "/siding" }],
    category: "service",
    keywords: ["siding installation", "vinyl siding", "fiber cement siding", "siding replacement"],
    canonical: "/siding",
  },
});

export const loader = pageLoader(handle, serviceAreasLoader("siding"));
export const meta = pageMeta;

/** The words come from the route (content/pages/siding.ts). */
function Page({ content }: { content: ContentPage }) {
  return <ServicePage page={content} serviceName="siding" />;
}

export default function Route() {
  return <Page content={words} />;
}
