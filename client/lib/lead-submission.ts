import { useCallback, useRef, useState } from "react";
import { type ApiError, fieldErrors } from "../../contracts/errors";
import type { LeadReceipt, LeadSubmission } from "../../contracts/leads";
import { recordConversion } from "./attribution/conversions";
import { readAttribution } from "./attribution/lead-attribution";
import { apiRequest, RequestError, readAnswer } from "./request";
import { SubmissionKeys } from "./submission-keys";

export { SubmissionKeys };

/**
 * Sending a lead from a browser form: the shared schema checks it first, one Idempotency-Key
 * covers a submission and its retries (a double click or a retry after a dropped connection
 * creates one lead), and the answer is sorted into success, field errors or failure.
 */

export type LeadOutcome =
  | { kind: "received"; receipt: LeadReceipt }
  /** Bad fields, from the browser's check or the server's. */
  | { kind: "invalid"; fields: Record<string, string> }
  /** Sent faster than a person fills a form: nothing was refused, the next tap sends it (the sender keeps the server's token). */
  | { kind: "tap-again"; message: string }
  /** Not received: network, rate limit, spam check or server trouble. `message` is the server's, when it gave one. */
  | { kind: "failed"; status: number | null; message: string | null };

/** The API's JSON error (code, message, fields) inside a failed request, if it sent one. */
export function serverError(error: unknown): ApiError["error"] | null {
  if (!(error instanceof RequestError)) return null;
  try {
    return (JSON.parse(error.body) as Partial<ApiError>).error ?? null;
  } catch {
    return null;
  }
}

/**
 * The lead rules (zod and the phone-number library, about 50 KB gzip) load when a visitor first
 * uses a form, not with the page. A form calls this on focus; sending awaits it.
 */
const loadLeadRules = () => import("../../contracts/leads");

/** Starts loading the lead rules (a form's first focus), so sending does not wait for them. */
export function warmLeadRules(): void {
  loadLeadRules().catch(() => undefined);
}

export async function sendLead(lead: LeadSubmission, keys: SubmissionKeys, tapAgain?: (token: string) => void): Promise<LeadOutcome> {
  let rules: Awaited<ReturnType<typeof loadLeadRules>>;
  try {
    rules = await loadLeadRules();
  } catch (error) {
    console.error("lead rules could not be loaded", error);
    return { kind: "failed", status: null, message: null };
  }
  // Where the visitor came from goes with every lead (docs/decisions/022a); the key covers the lead itself.
  const body = { ...lead, attribution: readAttribution() };
  const checked = rules.leadSubmissionSchema.safeParse(body);
  if (!checked.success) return { kind: "invalid", fields: fieldErrors(checked.error) };
  try {
    const response = await apiRequest("POST", "/api/leads", body, {
      headers: { "Idempotency-Key": `"${keys.keyFor(lead)}"` },
    });
    const receipt = await readAnswer(response, rules.checkLeadReceipt);
    keys.reset();
    recordConversion("form_submit");
    return { kind: "received", receipt };
  } catch (error) {
    const detail = serverError(error);
    if (detail?.fields) return { kind: "invalid", fields: detail.fields };
    if (detail?.code === "tap_again" && detail.secondTap) {
      tapAgain?.(detail.secondTap);
      return { kind: "tap-again", message: detail.message };
    }
    if (!(error instanceof RequestError)) console.error("lead submission failed", error);
    return { kind: "failed", status: error instanceof RequestError ? error.status : null, message: detail?.message ?? null };
  }
}

/**
 * A form's sending state around `sendLead`; ignores submits while one is in flight. After a
 * too-fast tap the server's "tap again" token goes with the next one (`secondTap`, given by the
 * page when the form posted itself before its script).
 */
export function useLeadSender(secondTap?: string) {
  const keys = useRef(new SubmissionKeys());
  const inFlight = useRef(false);
  const tapToken = useRef(secondTap);
  const [pending, setPending] = useState(false);
  const send = useCallback(async (lead: LeadSubmission): Promise<LeadOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(true);
    try {
      const confirmed = tapToken.current ? { ...lead, secondTap: tapToken.current } : lead;
      return await sendLead(confirmed, keys.current, (token) => {
        tapToken.current = token;
      });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, []);
  return { send, pending };
}
