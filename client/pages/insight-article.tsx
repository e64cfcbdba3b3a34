import { Link, useLoaderData } from "react-router";
import { business } from "../../content/business";
import { formatPublishDate } from "../../contracts/dates";
import type { PageMeta } from "../../contracts/page-meta";
import { definePage } from "../../contracts/page-meta";
import { ArticleCall } from "../components/calls/article-call";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";

// The loader gives an article its meta (or answers 404).
export const handle = definePage({});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ params, context }: PageLoaderArgs) {
  const article = await context.siteData.insightArticle(params.slug ?? "");
  if (!article) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const meta: PageMeta = {
    title: `${article.title} | ${business.name}`,
    description: article.description,
    category: "primary",
    keywords: [article.category],
    canonical: `/insights/${article.canonicalSlug}`,
    pageType: "insight",
    breadcrumbs: [
      { name: "Insights", path: "/insights" },
      { name: article.title, path: `/insights/${article.canonicalSlug}` },
    ],
    article: {
      title: article.title,
      description: article.description,
      category: article.category,
      slug: article.canonicalSlug,
      publishedDate: article.publishedAt,
      modifiedDate: article.updatedAt,
    },
  };
  return { article, meta };
}

export default function InsightArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/" className="hover:underline">
          Home
        </Link>{" "}
        /{" "}
        <Link to="/insights" className="hover:underline">
          Insights
        </Link>
      </nav>
      <p className="mt-6 text-sm font-bold uppercase tracking-wider text-accent-700">{article.category}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        By {article.author} · {formatPublishDate(article.publishedAt)} · {article.readTime} min read
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: article HTML is sanitised when it is stored (worker/insights) */}
      <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
      <ArticleCall category={article.category} />
    </article>
  );
}
