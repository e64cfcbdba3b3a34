import words from "../../content/pages/warranty";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ContentPageView } from "../components/content/content-page";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "warranty",
  meta: {
    title: pageTitle("Workmanship Warranty Terms"),
    description:
      "What our workmanship warranty covers and excludes, how it sits next to the warranties manufacturers give on your materials, and how to make a claim.",
    breadcrumbs: [{ name: "Warranty", path: "/warranty" }],
    category: "primary",
    keywords: ["roofing workmanship warranty", "roof warranty terms", "siding warranty", "window installation warranty"],
  },
});

export const loader = pageLoader(handle);
export const meta = pageMeta;

export default function Page() {
  return <ContentPageView page={words} />;
}
