import { useState } from "react";
import type { JobReviewAnswer } from "../../../contracts/review-input";
import { starsLabel } from "../../../contracts/reviews";
import { serverError } from "../../lib/lead-submission";
import { apiRequest } from "../../lib/request";
import { Field, formatWhen, ResultNote, StatusBadge } from "./admin-frame";

const REQUEST_WORDS: Record<string, string> = {
  queued: "Queued to be sent",
  sending: "Being sent",
  sent: "Sent",
  remind_queued: "Reminder queued",
  reminding: "Reminder being sent",
  reminded: "Sent, and reminded once",
  reviewed: "Answered with a review",
  skipped: "Not sent",
  opted_out: "The homeowner asked not to be asked again",
  failed: "Could not be sent",
};

/**
 * A won lead's job: the day it was finished (which asks the homeowner for a review, once), the
 * review request's progress and the review that came back.
 */
export function JobReview({ leadId, job, onSaved }: { leadId: string; job: JobReviewAnswer; onSaved: () => Promise<void> }) {
  const [day, setDay] = useState(job.jobCompletedOn ?? "");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const { request, review } = job;

  async function complete() {
    setPending(true);
    try {
      await apiRequest("POST", `/api/admin/reviews/jobs/${encodeURIComponent(leadId)}`, { completedOn: day });
      setResult({ ok: true, message: "Job completed." });
      await onSaved();
    } catch (error) {
      setResult({ ok: false, message: serverError(error)?.message ?? "That did not work. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-3">
      {job.status === "won" ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-semibold text-slate-700">
            Job completed on
            <input
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              className="mt-1 block rounded-md border border-slate-300 px-2 py-1.5 font-normal"
            />
          </label>
          <button
            type="button"
            disabled={pending || !day}
            onClick={() => void complete()}
            className="rounded-md bg-brand-700 px-4 py-2 font-bold text-white disabled:opacity-60"
          >
            {job.jobCompletedOn ? "Change the day" : "Mark job completed"}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">Mark the lead won first; then the finished job's day asks the homeowner for a review.</p>
      )}
      <ResultNote result={result} />
      <dl>
        <Field label="Job completed">{job.jobCompletedOn ?? "-"}</Field>
        <Field label="Review request">
          {request ? (
            <span data-testid="review-request-state">
              <StatusBadge status={request.state} /> {REQUEST_WORDS[request.state] ?? request.state}
              {request.channel ? ` (by ${request.channel === "sms" ? "text message" : "e-mail"})` : ""}
              {request.skipReason ? `: ${request.skipReason}` : ""}
            </span>
          ) : (
            "-"
          )}
        </Field>
        {request?.sentAt ? <Field label="Sent">{formatWhen(request.sentAt)}</Field> : null}
        {request?.remindedAt ? <Field label="Reminded">{formatWhen(request.remindedAt)}</Field> : null}
        {request?.openedAt ? <Field label="Opened">{formatWhen(request.openedAt)}</Field> : null}
        {review ? (
          <Field label="Review">
            <span role="img" aria-label={starsLabel(review.rating)}>
              {"★".repeat(review.rating)}
            </span>{" "}
            <StatusBadge status={review.status} /> {review.text}
          </Field>
        ) : null}
      </dl>
    </div>
  );
}
