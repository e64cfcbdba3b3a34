import { useLoaderData } from "react-router";
import words from "../../content/pages/about";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ContentPageView } from "../components/content/content-page";
import { loadClaimedRating, ratingFacts } from "../lib/claimed-rating";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "about",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("About Us: A Maryland & Delaware Exterior Contractor"),
    description:
      "Who we are, how we work, our licences and where we work: a roofing, siding and window contractor for Maryland and Delaware homes and buildings.",
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
