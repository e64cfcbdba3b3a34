import { useState } from "react";
import { Link, useLoaderData, useLocation, useRevalidator } from "react-router";
import { checkAdminSession } from "../../contracts/admin-answers";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { type AdminReview, checkReviewList, checkReviewStats } from "../../contracts/review-input";
import { HIDE_REASONS, LOW_RATING_MAX, starsLabel } from "../../contracts/reviews";
import { AdminFrame, formatWhen, Panel, ResultNote, StatusBadge } from "../components/admin/admin-frame";
import { actionClass, ContactButtons } from "../components/admin/contact-buttons";
import { ReviewMonths } from "../components/admin/review-months";
import { adminLoad } from "../lib/admin/api";
import { serverError } from "../lib/lead-submission";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest } from "../lib/request";

export const handle = definePage({
  meta: adminPageMeta(
    "Reviews",
    "Homeowners' reviews of finished jobs: publish, keep off the site for a stated reason, reply; low ratings first to call.",
  ),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

const FILTERS = [
  { value: "all", label: "All" },
  { value: "new", label: "New" },
  { value: "low", label: `Low ratings (${LOW_RATING_MAX} stars or fewer)` },
] as const;

async function load({ context, request }: PageLoaderArgs) {
  const filter = new URL(request.url).searchParams.get("filter") ?? "all";
  const [me, list, stats] = await Promise.all([
    adminLoad(context, "/api/admin/me", checkAdminSession),
    adminLoad(context, `/api/admin/reviews?filter=${encodeURIComponent(filter)}`, checkReviewList),
    adminLoad(context, "/api/admin/reviews/stats", checkReviewStats),
  ]);
  return { me, list, stats };
}

type Result = { ok: boolean; message: string } | null;

function ReviewCard({ review, onChanged }: { review: AdminReview; onChanged: (result: Result) => Promise<void> }) {
  const [reason, setReason] = useState("");
  const [reply, setReply] = useState(review.reply ?? "");
  const [pending, setPending] = useState(false);

  async function change(path: string, body: object, done: string) {
    setPending(true);
    try {
      await apiRequest("POST", `/api/admin/reviews/${encodeURIComponent(review.id)}/${path}`, body);
      await onChanged({ ok: true, message: done });
    } catch (error) {
      await onChanged({ ok: false, message: serverError(error)?.message ?? "That did not work. Please try again." });
    } finally {
      setPending(false);
    }
  }

  const low = review.rating <= LOW_RATING_MAX;
  return (
    <li data-testid="review" className={`rounded-lg border p-4 ${low ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg text-amber-800" role="img" aria-label={starsLabel(review.rating)}>
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </span>
        <StatusBadge status={review.status} />
        {review.hiddenReason ? <span className="text-sm text-slate-700">Kept off the site: {review.hiddenReason}</span> : null}
        <span className="text-sm text-slate-600">{formatWhen(review.createdAt)}</span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{review.text}</p>
      <p className="mt-2 text-sm text-slate-700">
        {review.author}
        {review.town ? `, ${review.town}, ${review.state}` : ""} · {review.service} ·{" "}
        {review.showOnSite ? "May be shown on the site" : "Private: the homeowner did not agree to it being shown"}
      </p>
      {/* The office acts on a review from its card: the homeowner's lead, and a call (a low rating is called the same day). */}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Link
          to={`/admin/leads/${review.leadId}`}
          className={`${actionClass} border border-slate-300 bg-white text-brand-800 underline hover:bg-slate-50`}
        >
          {review.homeowner}'s lead
        </Link>
        <ContactButtons name={review.homeowner} phone={review.phone} email={review.email} leadId={review.leadId} />
      </div>
      {review.showOnSite ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          {review.status !== "published" ? (
            <button
              type="button"
              disabled={pending}
              onClick={() => void change("publish", {}, "Published: it shows on the home page and its area's town pages.")}
              className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-bold text-white disabled:opacity-60"
            >
              Publish
            </button>
          ) : null}
          {review.status !== "hidden" ? (
            <>
              <label className="text-sm font-semibold text-slate-700">
                Keep off the site because
                <select
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  className="ml-2 min-h-11 rounded-md border border-slate-300 px-2 py-1.5 font-normal"
                >
                  <option value="">choose a reason</option>
                  {HIDE_REASONS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                disabled={pending}
                onClick={() => void change("hide", { reason }, "Kept off the site; the reason is in the lead's history.")}
                className="min-h-11 rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 disabled:opacity-60"
              >
                Keep off the site
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {review.showOnSite ? (
        <div className="mt-3">
          <label className="block text-sm font-semibold text-slate-700" htmlFor={`reply-${review.id}`}>
            Public reply
          </label>
          <textarea
            id={`reply-${review.id}`}
            value={reply}
            rows={2}
            onChange={(event) => setReply(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5"
          />
          <button
            type="button"
            disabled={pending}
            onClick={() => void change("reply", { reply }, "Reply saved.")}
            className="mt-2 min-h-11 rounded-md border border-slate-400 px-4 py-1.5 text-sm font-semibold text-slate-800 disabled:opacity-60"
          >
            Save reply
          </button>
        </div>
      ) : null}
    </li>
  );
}

export default function AdminReviewsPage() {
  const { me, list, stats } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const [result, setResult] = useState<Result>(null);
  const changed = async (next: Result) => {
    setResult(next);
    await revalidator.revalidate();
  };
  return (
    <AdminFrame title="Reviews" session={me}>
      <Panel title="Reviews from finished jobs">
        <p className="max-w-3xl text-sm text-slate-700">
          Every review the homeowner allowed to be shown may be published, whatever its rating. Keep one off the site only for a reason from
          the list; the reason is recorded in the lead's history. Call low ratings today.
        </p>
        <nav aria-label="Filter reviews" className="mt-3 flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <Link
              key={option.value}
              to={`${pathname}?filter=${option.value}`}
              aria-current={list.filter === option.value ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold ${list.filter === option.value ? "border-brand-700 bg-brand-50 text-brand-900" : "border-slate-300 text-slate-700"}`}
            >
              {option.label}
            </Link>
          ))}
        </nav>
        <div className="mt-3">
          <ResultNote result={result} />
        </div>
        {list.reviews.length === 0 ? (
          <p className="mt-4 text-slate-600">No reviews here yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {list.reviews.map((review) => (
              <ReviewCard key={`${review.id}-${review.status}-${review.reply ?? ""}`} review={review} onChanged={changed} />
            ))}
          </ul>
        )}
      </Panel>
      <div className="mt-6">
        <Panel title="Review requests by month">
          <ReviewMonths months={stats.months} />
        </Panel>
      </div>
    </AdminFrame>
  );
}
