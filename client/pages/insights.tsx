import { useLoaderData } from "react-router";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { InsightCard } from "../components/insights/insight-card";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  sitemap: { priority: 0.8, changefreq: "weekly" },
  meta: {
    title: pageTitle("Roofing & Exterior Insights"),
    description:
      "Plain guidance on roof insurance claims, warranties, materials, inspections and storm damage for Maryland and Delaware homeowners.",
    breadcrumbs: [{ name: "Insights", path: "/insights" }],
    category: "primary",
    keywords: ["roofing articles", "roof insurance claim", "roof warranty", "ice dams"],
  },
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ context }: PageLoaderArgs) {
  return { posts: await context.siteData.insightPosts({ limit: 50, diversify: false }) };
}

export default function InsightsPage() {
  const { posts } = useLoaderData<typeof loader>();
  const categories = [...new Set(posts.map((post) => post.category))];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="max-w-3xl">
        <p className="text-sm font-bold uppercase tracking-widest text-accent-700">Insights</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Roofing &amp; Exterior Insights</h1>
        <p className="mt-4 text-lg text-slate-700">
          Plain guidance on insurance claims, warranties, materials, inspections and storm damage, written by people who work on Maryland
          and Delaware roofs every day.
        </p>
        {categories.length > 0 ? <p className="mt-3 text-sm text-slate-600">Topics: {categories.join(" · ")}</p> : null}
      </div>
      {posts.length === 0 ? (
        <div className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="font-semibold text-slate-800">No insights available at the moment.</p>
          <p className="mt-1 text-slate-600">Check back soon for expert guidance and industry updates.</p>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <InsightCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
