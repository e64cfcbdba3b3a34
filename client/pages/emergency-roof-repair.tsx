import { useLoaderData } from "react-router";
import words from "../../content/pages/emergency-roof-repair";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { ContentPageView } from "../components/content/content-page";
import { loadClaimedRating, ratingFacts } from "../lib/claimed-rating";
import { pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  content: "emergency-roof-repair",
  sitemap: { priority: 0.8 },
  meta: {
    title: pageTitle("Emergency Roof Repair in Maryland & Delaware"),
    description:
      "Storm damage, a leak or a tree on the roof? What to do in the first hour, whom to call, and how emergency tarping and repairs work in Maryland and Delaware.",
    breadcrumbs: [{ name: "Emergency Roof Repair", path: "/emergency-roof-repair" }],
    category: "service",
    keywords: ["emergency roof repair", "roof leak", "storm damage", "roof tarping"],
  },
});

export const loader = pageLoader(handle, async (args) => ({ rating: await loadClaimedRating(args) }));
export const meta = pageMeta;

export default function Page() {
  const { rating } = useLoaderData<typeof loader>();
  return <ContentPageView page={words} facts={ratingFacts(rating)} />;
}
