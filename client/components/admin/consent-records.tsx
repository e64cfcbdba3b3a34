import type { ConsentRecord, LeadDetailAnswer } from "../../../contracts/admin";
import { NO_CONSENT_SHOWN } from "../../../contracts/leads";
import { Field, formatWhen } from "./admin-frame";

const PURPOSES: Record<ConsentRecord["purpose"], string> = {
  appointment: "Contact for the appointment",
  marketing: "Automated marketing",
  after_job: "Contact after the job (review request)",
};

/**
 * What the person was shown and agreed to: the statement beside the form that made the lead,
 * then, for bookings, each purpose on its own (the appointment's contact, marketing, contact after the job), answered
 * yes or no, with when.
 */
export function ConsentRecords({ lead, records }: { lead: LeadDetailAnswer["lead"]; records: ConsentRecord[] }) {
  const shown = lead.consentText && lead.consentText !== NO_CONSENT_SHOWN;
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100 text-sm">
        <Field label="Shown text">{shown ? lead.consentText : <em>{NO_CONSENT_SHOWN}</em>}</Field>
        <Field label="On page">{lead.consentPage}</Field>
        <Field label={shown ? "Agreed at" : "Sent at"}>{formatWhen(lead.consentAt)}</Field>
        <Field label="IP address">{lead.ip || "-"}</Field>
        <Field label="Device">{lead.userAgent || "-"}</Field>
      </dl>
      {records.length > 0 ? (
        <ul className="space-y-3 text-sm" aria-label="Consent by purpose">
          {records.map((record) => (
            <li key={record.id} data-testid="consent-record" className="rounded-md border border-slate-200 p-3">
              <p className="font-semibold text-slate-900">
                {PURPOSES[record.purpose]}: {record.agreed ? "agreed" : "not agreed"}
              </p>
              <p className="mt-1 text-slate-700">{record.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {formatWhen(record.at)} on {record.page}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
