import { useState } from "react";
import { CALL_OUTCOME_WORDS, CALL_OUTCOMES, type CallAnswer, type CallOutcome } from "../../../contracts/admin";
import { dayInWords } from "../../../contracts/dates";
import { telHref } from "../../../contracts/site-config";
import { mapHref, smsHref, townOf } from "../../lib/admin/format";
import { apiRequest } from "../../lib/request";
import { MailIcon, MapPinIcon } from "../contact-icons";
import { PhoneIcon } from "../icons";

/** A tap target of at least 44 px, in a row of contact actions. */
export const actionClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

const TextIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" strokeLinejoin="round" />
  </svg>
);

const recordCall = async (leadId: string, outcome?: CallOutcome) =>
  (await (await apiRequest("POST", `/api/admin/leads/${leadId}/calls`, outcome ? { outcome } : {})).json()) as CallAnswer;

/** After a call from the admin: what came of it, one tap, which sets the follow-up day. */
function CallOutcomes({
  leadId,
  name,
  calledAt,
  onRecorded,
}: {
  leadId: string;
  name: string;
  calledAt: string | null;
  onRecorded?: () => unknown;
}) {
  const [saved, setSaved] = useState<{ ok: boolean; message: string } | null>(null);
  async function choose(outcome: CallOutcome) {
    try {
      const answer = await recordCall(leadId, outcome);
      setSaved({
        ok: true,
        message: `${CALL_OUTCOME_WORDS[outcome]}. Follow up ${answer.followUpOn ? `on ${dayInWords(answer.followUpOn)}` : "as planned"}.`,
      });
      onRecorded?.();
    } catch {
      setSaved({ ok: false, message: "The outcome was not saved. Please try again." });
    }
  }
  return (
    <fieldset
      aria-label={`How did the call with ${name} go?`}
      className="m-0 flex w-full min-w-0 flex-wrap items-center gap-2 border-0 p-0"
    >
      {saved?.ok ? null : (
        <>
          {/* A line of its own: when the call's time arrives, the buttons below do not move under a finger. */}
          <span className="w-full text-sm font-semibold text-slate-800">
            {calledAt
              ? `Call at ${new Date(calledAt).toLocaleTimeString("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" })} recorded. The call:`
              : "The call:"}
          </span>
          {CALL_OUTCOMES.map((outcome) => (
            <button
              key={outcome}
              type="button"
              onClick={() => void choose(outcome)}
              className={`${actionClass} border border-slate-400 bg-white text-slate-900 hover:bg-slate-50`}
            >
              {CALL_OUTCOME_WORDS[outcome]}
            </button>
          ))}
        </>
      )}
      {saved ? (
        <p role="status" className={`text-sm font-semibold ${saved.ok ? "text-emerald-800" : "text-red-800"}`}>
          {saved.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Call, text and e-mail a homeowner, each one tap: `tel:`, `sms:` and `mailto:` links, labelled
 * with the person's name for screen readers. Without a phone number only the e-mail shows. With
 * the lead's id, a call is recorded with its time, and its outcome is one tap away.
 */
export function ContactButtons({
  name,
  phone,
  email,
  compact = false,
  leadId,
  onRecorded,
}: {
  name: string;
  phone: string;
  email: string;
  compact?: boolean;
  leadId?: string;
  /** After a call's outcome is saved (the follow-up day it set shows elsewhere on the page). */
  onRecorded?: () => unknown;
}) {
  const labelled = (what: string) => (compact ? <span className="sr-only">{`${what} ${name}`}</span> : <span>{what}</span>);
  const [called, setCalled] = useState(false);
  const [calledAt, setCalledAt] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      {phone ? (
        <>
          <a
            href={telHref(phone)}
            onClick={
              leadId
                ? () => {
                    setCalled(true);
                    // The dialer opens either way: the attempt is recorded alongside.
                    recordCall(leadId).then(
                      (answer) => setCalledAt(answer.at),
                      () => {},
                    );
                  }
                : undefined
            }
            aria-label={compact ? undefined : `Call ${name}`}
            className={`${actionClass} bg-emerald-700 text-white hover:bg-emerald-800`}
            data-testid="call"
          >
            <PhoneIcon width={18} height={18} />
            {labelled("Call")}
          </a>
          <a
            href={smsHref(phone)}
            aria-label={compact ? undefined : `Text ${name}`}
            className={`${actionClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
          >
            <TextIcon />
            {labelled("Text")}
          </a>
        </>
      ) : null}
      <a
        href={`mailto:${email}`}
        aria-label={compact ? undefined : `E-mail ${name}`}
        className={`${actionClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
      >
        <MailIcon width={18} height={18} />
        {labelled("E-mail")}
      </a>
      {called && leadId ? <CallOutcomes leadId={leadId} name={name} calledAt={calledAt} onRecorded={onRecorded} /> : null}
    </div>
  );
}

/** The street, the town the ZIP code belongs to, and a map link. */
export function AddressWithMap({ address, zip }: { address: string; zip: string | null }) {
  const town = townOf(zip);
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2">
      <span className="min-w-0 break-words">
        {address}
        {town ? <span className="font-semibold">{` · ${town}`}</span> : null}
        {zip && !address.includes(zip) ? ` ${zip}` : null}
      </span>
      <a
        href={mapHref(address, zip)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${actionClass} border border-slate-300 bg-white text-brand-800 hover:bg-slate-50`}
      >
        <MapPinIcon width={18} height={18} />
        <span>Map</span>
      </a>
    </span>
  );
}
