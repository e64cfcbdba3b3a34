import { useLoaderData } from "react-router";
import { business } from "../../content/business";
import words from "../../content/pages/about";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ContentPageView } from "../components/content/content-page";
import { loadClaimedRating, ratingFacts } from "../lib/claimed-rating";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "about",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle(`About Us: Exterior Contractor Since ${business.founded}`),
    description: `Roofing, siding and windows since ${business.founded}: ${business.statements.licensedInsured}, with ${business.projectsCompleted} projects and an ${business.bbbRating} accredited rating.`,
    pageType: "about",
    breadcrumbs: [{ name: "About", path: "/about" }],
    category: "primary",
    keywords: ["about", "roofing company Maryland", "licensed contractor MD DE"],
  },
});

export const loader = pageLoader(handle, async (args) => ({ rating: await loadClaimedRating(args) }));
export const meta = pageMeta;

export default function Page() {
  const { rating } = useLoaderData<typeof loader>();
  return <ContentPageView page={words} facts={ratingFacts(rating)} />;
}
