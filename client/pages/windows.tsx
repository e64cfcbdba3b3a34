import type { ContentPage } from "../../content/pages/types";
import words from "../../content/pages/windows";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ServicePage, serviceAreasLoader } from "../components/content/service-pages";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "windows",
  sitemap: { priority: 0.9 },
  meta: {
    title: pageTitle("Window Installation in Maryland & Delaware"),
    description: `Energy efficient replacement windows for Maryland and Delaware homes: double-hung, casement, bay and bow, measured and installed, with free written estimates.`,
    pageType: "service",
    serviceName: "windows",
    breadcrumbs: [{ name: "Windows", path: "/windows" }],
    category: "service",
    keywords: ["window installation", "replacement windows", "energy efficient windows", "window replacement"],
    canonical: "/windows",
  },
});

export const loader = pageLoader(handle, serviceAreasLoader("windows"));
export const meta = pageMeta;

/** The words come from the route (content/pages/windows.ts). */
function Page({ content }: { content: ContentPage }) {
  return <ServicePage page={content} serviceName="windows" />;
}

export default function Route() {
  return <Page content={words} />;
}
