import { telHref } from "../../../contracts/site-config";
import { mapHref, smsHref, townOf } from "../../lib/admin/format";
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

/**
 * Call, text and e-mail a homeowner, each one tap: `tel:`, `sms:` and `mailto:` links, labelled
 * with the person's name for screen readers. Without a phone number only the e-mail shows.
 */
export function ContactButtons({ name, phone, email, compact = false }: { name: string; phone: string; email: string; compact?: boolean }) {
  const labelled = (what: string) => (compact ? <span className="sr-only">{`${what} ${name}`}</span> : <span>{what}</span>);
  return (
    <div className="flex flex-wrap gap-2">
      {phone ? (
        <>
          <a
            href={telHref(phone)}
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
