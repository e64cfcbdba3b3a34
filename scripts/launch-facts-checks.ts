import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type ClaimId, type ClaimRecord, claims } from "../content/business";
import {
  aprSetting,
  callbackHoursSetting,
  loanRates,
  officeGeo,
  officeHoursSpans,
  SOCIAL_PROFILES,
  socialProfileUrl,
} from "../contracts/business-settings";
import type { DeployTarget } from "./preflight-checks";

/**
 * The preflight's checks of what the business must confirm or supply before launch: SPEC's
 * claims and the business's statements (CLAIMS_CONFIRMED), office hours, the lender's rates,
 * the office's coordinates and the social profiles. Kept apart from preflight-checks.ts (the
 * deploy's settings); `deployBlockers` runs both, and `npm run content:check` lists these.
 */

type Check = (target: DeployTarget) => string[];

const varsSection = (target: DeployTarget) => `[env.${target.env}.vars] in wrangler.toml`;
const text = (value: string | undefined) => value?.trim() ?? "";

/** The claim ids CLAIMS_CONFIRMED lists (commas or spaces between them). */
export function confirmedClaims(target: DeployTarget): Set<string> {
  return new Set(
    text(target.vars.CLAIMS_CONFIRMED)
      .split(/[\s,]+/)
      .filter(Boolean),
  );
}

/** The claims the business states (content/business.ts `claims`, `stated: true`), each with its id. */
export const statedClaims: readonly (ClaimRecord & { id: ClaimId })[] = (Object.entries(claims) as [ClaimId, ClaimRecord][])
  .filter(([, claim]) => claim.stated)
  .map(([id, claim]) => ({ ...claim, id }));

/** Each stated claim the owner has not confirmed yet (the site shows it marked "(unconfirmed)"). */
export const claimProblems: Check = (target) => {
  const confirmed = confirmedClaims(target);
  return statedClaims
    .filter((claim) => !confirmed.has(claim.id))
    .map(
      (claim) =>
        `Claim not confirmed: "${claim.text}" (${claim.shownIn}); if it is true, add ${claim.id} to CLAIMS_CONFIRMED in ${varsSection(target)}, else change it, or set it to stated: false, in content/business.ts.`,
    );
};

/** Confirmed ids that name no claim: a typo would otherwise leave a claim unconfirmed silently. */
export const unknownClaimProblems: Check = (target) => {
  const known = new Set(Object.keys(claims));
  return [...confirmedClaims(target)]
    .filter((id) => !known.has(id))
    .map((id) => `CLAIMS_CONFIRMED names "${id}", which is no claim: use the ids ${[...known].join(", ")}.`);
};

export const officeHoursProblems: Check = (target) => {
  const problems: string[] = [];
  const hours = text(target.vars.OFFICE_HOURS);
  if (!officeHoursSpans(hours))
    problems.push(
      `OFFICE_HOURS (${hours || "empty"}) is not set as hours: every form promises a call back within office hours; set e.g. "Mo-Fr 08:00-18:00; Sa 09:00-12:00" in ${varsSection(target)}.`,
    );
  const callback = text(target.vars.CALLBACK_HOURS);
  if (callback && callbackHoursSetting(callback) === null)
    problems.push(`CALLBACK_HOURS (${callback}) is not a whole number of hours from 1 to 72: set it in ${varsSection(target)}.`);
  return problems;
};

export const loanRateProblems: Check = (target) => {
  const settings = {
    loanAprLow: text(target.vars.LOAN_APR_LOW),
    loanAprHigh: text(target.vars.LOAN_APR_HIGH),
    loanAprTypical: text(target.vars.LOAN_APR_TYPICAL),
  };
  if (loanRates(settings).fromPartner) return [];
  const given = Object.values(settings).filter(Boolean);
  const unreadable = given.filter((value) => aprSetting(value) === null);
  return [
    `LOAN_APR_LOW, LOAN_APR_HIGH, LOAN_APR_TYPICAL (${given.length === 0 ? "empty" : Object.values(settings).join(", ")}) are not the lending partner's rates${unreadable.length > 0 ? ` (${unreadable.join(", ")} not an APR)` : given.length === 3 ? " (low <= typical <= high)" : ""}: the payment calculator shows example rates until they are; set the APRs in percent the lender gives you in ${varsSection(target)}.`,
  ];
};

/** Rough outlines of the two states (their bounding boxes, from the states' extreme points). */
const STATE_BOUNDS = {
  MD: { south: 37.88, north: 39.73, west: -79.49, east: -75.04 },
  DE: { south: 38.45, north: 39.84, west: -75.79, east: -75.04 },
} as const;

export const officeGeoProblems: Check = (target) => {
  const geo = officeGeo({ officeLatitude: text(target.vars.OFFICE_LATITUDE), officeLongitude: text(target.vars.OFFICE_LONGITUDE) });
  const fix = `set OFFICE_LATITUDE and OFFICE_LONGITUDE in ${varsSection(target)} to the office's coordinates (decimal degrees, e.g. 39.4015 and -76.6019).`;
  if (!geo) return [`The office's coordinates are not set: the structured data names no map point; ${fix}`];
  const state = text(target.vars.OFFICE_STATE).toUpperCase();
  const states = state in STATE_BOUNDS ? [state as keyof typeof STATE_BOUNDS] : (["MD", "DE"] as const);
  const inside = states.some((code) => {
    const box = STATE_BOUNDS[code];
    return geo.latitude >= box.south && geo.latitude <= box.north && geo.longitude >= box.west && geo.longitude <= box.east;
  });
  return inside ? [] : [`The office's coordinates (${geo.latitude}, ${geo.longitude}) are not in ${states.join(" or ")}: ${fix}`];
};

export const socialLinkProblems: Check = (target) =>
  SOCIAL_PROFILES.filter((profile) => text(target.vars[profile.variable]) && !socialProfileUrl(target.vars[profile.variable])).map(
    (profile) =>
      `${profile.variable} (${text(target.vars[profile.variable])}) is not the https address of the business's own ${profile.label} page: set it in ${varsSection(target)}, or leave it empty to show no link.`,
  );

/** What a deploy must not go out with: unconfirmed claims and unset office hours, rates and coordinates. */
export const LAUNCH_FACT_CHECKS: readonly Check[] = [
  claimProblems,
  unknownClaimProblems,
  officeHoursProblems,
  loanRateProblems,
  officeGeoProblems,
  socialLinkProblems,
];

/** The social profiles content:check names: shown or hidden (none is a problem). */
export function socialLinkStatus(target: DeployTarget): string[] {
  return SOCIAL_PROFILES.map((profile) => {
    const url = socialProfileUrl(target.vars[profile.variable]);
    return url
      ? `${profile.label}: ${url}`
      : `${profile.label}: not set (${profile.variable}), so the footer shows no ${profile.label} link`;
  });
}

/** How a source file names a claim: a wording as `{word}` or by its name in code (`word="warrantyBadge"`, `"warrantyBadge"`), or the claim by its id. */
function claimReferences(id: ClaimId): string[] {
  const words = Object.keys(claims[id].words);
  return [...words.flatMap((word) => [`{${word}}`, `"${word}"`]), `claims.${id}`, `.${id}.confirmed`, `.${id}.stated`];
}

/** The source files (content/, client/, worker/, contracts/) that name each claim, for content:check to say where it appears. */
export function claimFiles(root: string): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|md|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const dir of ["content", "client", "worker", "contracts"]) walk(join(root, dir));
  const texts = files.map((path) => [relative(root, path), readFileSync(path, "utf8")] as const);
  return new Map(
    (Object.keys(claims) as ClaimId[]).map((id) => [
      id,
      texts
        .filter(
          ([path, body]) => path !== join("content", "business.ts") && claimReferences(id).some((reference) => body.includes(reference)),
        )
        .map(([path]) => path),
    ]),
  );
}
