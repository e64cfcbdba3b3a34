import words from "../../content/pages/services";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ContentPageView } from "../components/content/content-page";
import { ServiceDirectoryList } from "../components/content/service-directory";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "services",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Exterior Services: Roofing, Siding & Windows"),
    description:
      "Every exterior service we offer in Maryland and Delaware: roofing, siding, windows, gutters, roof inspections and storm damage repair.",
    breadcrumbs: [{ name: "Services", path: "/services" }],
    category: "primary",
    keywords: ["home exterior services", "roofing siding windows", "exterior contractor"],
  },
});

export const loader = pageLoader(handle);
export const meta = pageMeta;

export default function Page() {
  return <ContentPageView page={words} after={<ServiceDirectoryList />} />;
}
