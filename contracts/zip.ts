/**
 * Lead facts without zod, for code on a page's first load (the estimate, the portfolio dialog):
 * importing them does not bring the lead schema along.
 */

/** What the portfolio access dialog sends in the fixed fields (SPEC section 7). */
export const PORTFOLIO_REQUEST = "Portfolio Access Request";

/** ZIP codes of the service area: Maryland 206-219, Delaware 197-199. */
export function zipState(zip: string): "MD" | "DE" | null {
  const prefix = Number(zip.slice(0, 3));
  if (prefix >= 206 && prefix <= 219) return "MD";
  if (prefix >= 197 && prefix <= 199) return "DE";
  return null;
}

/** The first 5-digit ZIP code in an address ("12 Main St, Bel Air, MD 21014" -> "21014"). */
export function findZip(address: string): string | null {
  return address.match(/(?:^|\D)(\d{5})(?:-\d{4})?(?!\d)/)?.[1] ?? null;
}
