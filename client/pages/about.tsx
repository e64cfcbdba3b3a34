import { useLoaderData } from "react-router";
import { business } from "../../content/business";
import words from "../../content/pages/about";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { type ClaimedRating, ratingInWords } from "../../contracts/reviews";
import { ContentPageView } from "../components/content/content-page";
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

export const loader = pageLoader(handle, async ({ context }) => {
  // The customer rating: the published reviews' own once there are enough, else the owner's figure, named as such.
  const response = await context.api("/api/reviews/rating");
  return { rating: response.ok ? ((await response.json()) as ClaimedRating) : null };
});
export const meta = pageMeta;

const RATING_LABEL = "Customer rating";

export default function Page() {
  const { rating } = useLoaderData<typeof loader>();
  const page = rating
    ? {
        ...words,
        highlights: words.highlights.map((item) => (item.label === RATING_LABEL ? { ...item, value: ratingInWords(rating) } : item)),
      }
    : words;
  return <ContentPageView page={page} />;
}
