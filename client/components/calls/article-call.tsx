import { Link } from "react-router";
import { articleCalls, articleCallTopic } from "../../../content/article-calls";
import { telHref } from "../../../contracts/site-config";
import { useSiteConfig } from "../../lib/use-site-config";
import { Claim } from "../claim";

/** The call to action that ends an article: a consultation, the estimate or the emergency line, by its category. */
export function ArticleCall({ category }: { category: string }) {
  const { phone } = useSiteConfig();
  const topic = articleCallTopic(category);
  const call = articleCalls[topic];
  const button = "mt-4 inline-block rounded-md bg-accent-500 px-5 py-3 font-bold text-slate-950 hover:bg-accent-400";
  return (
    <aside aria-labelledby="article-call-heading" data-topic={topic} className="mt-12 rounded-lg bg-brand-50 p-6 sm:p-8">
      <h2 id="article-call-heading" className="text-xl font-bold text-slate-900">
        {call.heading}
      </h2>
      <p className="mt-2 text-slate-700">{call.text}</p>
      {call.href ? (
        <Link to={call.href} className={button}>
          {call.label}
        </Link>
      ) : (
        <a href={telHref(phone)} className={button}>
          {call.label} <Claim word="emergencyBadge" />: {phone}
        </a>
      )}
    </aside>
  );
}
