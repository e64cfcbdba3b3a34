import { Link } from "react-router";
import { formatPublishDate } from "../../../contracts/dates";
import type { InsightPost } from "../../../contracts/insights";
import { INSIGHT_EXCERPT_WORDS } from "../../../contracts/insights-query";
import { excerptWords } from "../../lib/excerpt";

/** An insight post card: category, title, 25-word excerpt, author, read time and publish date. */
export function InsightCard({ post, headingLevel = 3 }: { post: InsightPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card">
      <p className="text-xs font-bold uppercase tracking-wider text-accent-700">{post.category}</p>
      <Heading className="mt-3 text-lg font-bold leading-snug text-slate-900">
        <Link to={`/insights/${post.slug}`} className="hover:text-brand-700 hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">{excerptWords(post.excerpt, INSIGHT_EXCERPT_WORDS)}</p>
      <p className="mt-4 border-t border-slate-100 pt-4 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{post.author}</span> · {post.readTime || 5} min read ·{" "}
        <time dateTime={post.publishedAt ?? undefined}>{formatPublishDate(post.publishedAt)}</time>
      </p>
    </article>
  );
}
