import type { ClaimWord } from "../../content/business";
import { UNCONFIRMED_MARK } from "../../content/business";
import { claimShown } from "../../contracts/claims";
import { useSiteConfig } from "../lib/use-site-config";

/** The visible mark after a claim the owner has not confirmed yet: the template's placeholder for a claim. */
export function UnconfirmedMark() {
  return (
    <span
      data-claim-unconfirmed=""
      title="The owner has not confirmed this claim yet"
      className="ml-1 inline-block rounded border border-amber-400 bg-amber-50 px-1 align-middle text-[0.7em] font-bold normal-case tracking-normal text-amber-900"
    >
      {UNCONFIRMED_MARK}
    </span>
  );
}

/**
 * A claim's wording from the registry (content/business.ts `claims`), with the mark until the
 * owner confirms it; nothing when the business does not state it.
 */
export function Claim({ word }: { word: ClaimWord }) {
  const shown = claimShown(useSiteConfig(), word);
  if (!shown) return null;
  return (
    <>
      {shown.text}
      {shown.confirmed ? null : <UnconfirmedMark />}
    </>
  );
}
