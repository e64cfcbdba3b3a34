import words from "../../content/pages/roof-repair-vs-replacement";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ContentPageView } from "../components/content/content-page";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "roof-repair-vs-replacement",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Roof Repair vs Replacement: How to Decide"),
    description:
      "When a repair is enough and when a new roof is the better buy: age, damage, layers, decking and cost, explained for MD and DE homeowners.",
    breadcrumbs: [{ name: "Roof Repair vs Replacement", path: "/roof-repair-vs-replacement" }],
    category: "service",
    keywords: ["roof repair vs replacement", "repair or replace roof", "roof lifespan"],
  },
});

export const loader = pageLoader(handle);
export const meta = pageMeta;

export default function Page() {
  return <ContentPageView page={words} />;
}
