/**
 * What the visitor already told us in this visit (the estimate's quote form, the contact form,
 * the chat's contact form), so the booking form does not ask again. Kept in sessionStorage: this
 * tab only, gone when it closes, never sent anywhere by itself and never put in a URL. Whether a
 * booking joins the lead those details made is the worker's decision (the visit cookie,
 * docs/decisions/017-booking-joins-the-lead.md).
 */

export interface VisitorDetails {
  name?: string;
  email?: string;
  phone?: string;
  street?: string;
  zip?: string;
  service?: string;
  notes?: string;
}

const KEY = "visitor-details";
const FIELDS = ["name", "email", "phone", "street", "zip", "service", "notes"] as const;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings): then nothing is remembered.
    return null;
  }
}

/** The details remembered in this tab ({} when none, or when storage is unavailable). */
export function recalledDetails(): VisitorDetails {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? "{}") as Record<string, unknown>;
    const details: VisitorDetails = {};
    for (const field of FIELDS) if (typeof saved[field] === "string") details[field] = saved[field].slice(0, 2000);
    return details;
  } catch {
    return {};
  }
}

/** Remembers what a form sent; empty values keep what was remembered before. */
export function rememberDetails(details: VisitorDetails): void {
  const merged = recalledDetails();
  for (const field of FIELDS) {
    const value = details[field]?.trim();
    if (value) merged[field] = value;
  }
  try {
    storage()?.setItem(KEY, JSON.stringify(merged));
  } catch {
    // Full or unavailable storage: the booking form simply starts empty.
  }
}

/** "12 Oak St, Bel Air, MD 21014" -> street "12 Oak St, Bel Air" and ZIP "21014"; a lone ZIP code is no street. */
export function splitAddress(address: string): { street: string; zip: string } {
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim())?.[1] ?? "";
  const street = address
    .trim()
    .replace(/,?\s*(?:MD|DE|Maryland|Delaware)?\s*\d{5}(?:-\d{4})?\s*$/i, "")
    .replace(/,\s*$/, "")
    .trim();
  return { street, zip };
}
