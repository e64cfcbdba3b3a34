import { useRef } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { business } from "../../content/business";
import { reviewDisplayConsentText } from "../../content/consent";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { type ReviewInvitation, type ReviewReceipt, starsLabel } from "../../contracts/reviews";
import { telHref } from "../../contracts/site-config";
import { formValues, type PageActionArgs, postToApi } from "../lib/form-post";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { useReveal } from "../lib/reveal";
import { useSiteConfig } from "../lib/use-site-config";

/**
 * The page behind a review request's link (docs/decisions/044-reviews-real-reviews.md): one
 * person's, unguessable, never indexed. It works before its script arrives: the form posts to
 * this route's action, which calls the same API the script would.
 */
export const handle = definePage({
  meta: {
    title: pageTitle("Your Review"),
    description: "Tell us how the work on your home went: a star rating and a few words.",
    category: "utility",
    keywords: [],
    noindex: true,
  },
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ params, context }: PageLoaderArgs) {
  const token = params.token ?? "";
  const response = await context.api(`/api/reviews/${encodeURIComponent(token)}`);
  if (!response.ok) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return { token, invitation: (await response.json()) as ReviewInvitation };
}

type Posted =
  | { intent: "review"; ok: true; answer: ReviewReceipt }
  | { intent: "opt-out"; ok: true }
  | { intent: "review" | "opt-out"; ok: false; fields: Record<string, string>; message: string | null; values: Record<string, string> };

export async function action({ request, params, context }: PageActionArgs): Promise<Posted> {
  const values = formValues(await request.formData());
  const token = encodeURIComponent(params.token ?? "");
  if (values.intent === "opt-out") {
    const answer = await postToApi(context, `/api/reviews/${token}/opt-out`, {}, values);
    return answer.ok ? { intent: "opt-out", ok: true } : { intent: "opt-out", ...answer };
  }
  const review = { rating: values.rating ?? "", text: values.text ?? "", showOnSite: values.showOnSite === "yes" };
  const answer = await postToApi<ReviewReceipt>(context, `/api/reviews/${token}`, review, values);
  return { intent: "review", ...answer };
}

const RATING_WORDS = ["Poor", "Fair", "Good", "Very good", "Excellent"] as const;

function GoogleStep({ token, url }: { token: string; url: string | null }) {
  if (!url) return null;
  return (
    <p className="mt-4">
      One more step, if you have a minute: the same words on our Google profile help neighbours find us.{" "}
      <a href={`/api/reviews/${encodeURIComponent(token)}/google`} className="font-semibold text-brand-700 underline">
        Review us on Google
      </a>
    </p>
  );
}

export default function ReviewPage() {
  const { token, invitation } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const { phone } = useSiteConfig();
  const failed = posted && !posted.ok ? posted : null;
  const values = failed?.values ?? {};

  if ((posted?.ok && posted.intent === "review") || invitation.state === "answered") {
    return (
      <Shell>
        <ThankYou justSent={Boolean(posted?.ok)}>
          <GoogleStep token={token} url={invitation.googleReviewUrl} />
        </ThankYou>
      </Shell>
    );
  }
  if ((posted?.ok && posted.intent === "opt-out") || invitation.state === "opted_out") {
    return (
      <Shell>
        <p role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-6 text-slate-800">
          We will not ask you for a review again. Thank you for choosing {business.name}.
        </p>
      </Shell>
    );
  }
  return (
    <Shell>
      <p className="text-lg text-slate-700">
        {invitation.firstName ? `${invitation.firstName}, how` : "How"} did your {invitation.service.toLowerCase()} job go? Good or bad,
        tell us in a few words. Nothing is offered for a review, and every review counts the same whatever its stars.
      </p>
      {failed?.message ? (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          {failed.message}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-6" noValidate>
        <input type="hidden" name="intent" value="review" />
        <fieldset aria-describedby={failed?.fields.rating ? "rating-error" : undefined}>
          <legend className="font-semibold text-slate-900">Your rating</legend>
          <div className="mt-2 grid gap-2">
            {[5, 4, 3, 2, 1].map((stars) => (
              <label key={stars} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-300 px-3 py-2">
                <input type="radio" name="rating" value={stars} defaultChecked={values.rating === String(stars)} className="h-5 w-5" />
                <span aria-hidden="true" className="text-xl tracking-widest text-amber-700">
                  {"★".repeat(stars)}
                  {"☆".repeat(5 - stars)}
                </span>
                <span className="text-slate-800">
                  {RATING_WORDS[stars - 1]}
                  <span className="sr-only">, {starsLabel(stars)}</span>
                </span>
              </label>
            ))}
          </div>
          {failed?.fields.rating ? (
            <p id="rating-error" className="mt-2 text-sm font-semibold text-red-700">
              {failed.fields.rating}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor="review-text" className="font-semibold text-slate-900">
            A few words about the work
          </label>
          <textarea
            id="review-text"
            name="text"
            rows={5}
            defaultValue={values.text ?? ""}
            aria-invalid={failed?.fields.text ? true : undefined}
            aria-describedby={failed?.fields.text ? "text-error" : undefined}
            className="mt-2 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
          />
          {failed?.fields.text ? (
            <p id="text-error" className="mt-2 text-sm font-semibold text-red-700">
              {failed.fields.text}
            </p>
          ) : null}
        </div>
        <label className="flex items-start gap-3 rounded-md bg-slate-50 p-3">
          <input type="checkbox" name="showOnSite" value="yes" defaultChecked={values.showOnSite === "yes"} className="mt-1 h-5 w-5" />
          <span className="text-slate-800">{reviewDisplayConsentText} (Optional: without it, only our office reads your review.)</span>
        </label>
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-md bg-accent-500 px-5 py-3 font-bold text-slate-950 hover:bg-accent-400 disabled:opacity-60 sm:w-auto"
        >
          {sending ? "Sending..." : "Send my review"}
        </button>
      </Form>
      <Form method="post" className="mt-10 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="opt-out" />
        <p className="text-sm text-slate-700">
          Rather not? Call us at{" "}
          <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
            {phone}
          </a>{" "}
          or{" "}
          <button type="submit" className="font-semibold text-brand-700 underline">
            do not ask me again
          </button>
          .
        </p>
      </Form>
    </Shell>
  );
}

/**
 * The thank-you. Just sent from far down the form (a phone), the page under the finger is now
 * short: it is scrolled into view and takes focus, so the homeowner sees it and a screen reader reads it.
 */
function ThankYou({ justSent, children }: { justSent: boolean; children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useReveal(box, justSent);
  return (
    <div ref={box} tabIndex={-1} role="status" className="scroll-mt-24 rounded-lg border border-emerald-300 bg-emerald-50 p-6 outline-none">
      <h2 className="text-2xl font-bold text-emerald-900">Thank you for your review</h2>
      <p className="mt-2 text-slate-800">We read every review. If something was not right, we will call you.</p>
      {children}
    </div>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Your review of {business.name}</h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
