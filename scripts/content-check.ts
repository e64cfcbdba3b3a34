// `npm run content:check`: lists everything the template ships that a contractor must replace
// or confirm before launch: the business identity and contact settings still at their
// placeholders (in the production configuration), the claims the owner has not confirmed (with
// where each appears), the office hours, the lender's rates, the office's coordinates, the social
// profiles, and every record in content/ flagged `sample: true`. `npm run preflight` refuses a
// deploy while any of it is left.
import { readDeployTarget } from "./deploy-config";
import {
  claimFiles,
  claimProblems,
  confirmedClaims,
  loanRateProblems,
  officeGeoProblems,
  officeHoursProblems,
  socialLinkProblems,
  socialLinkStatus,
  statedClaims,
  unknownClaimProblems,
} from "./launch-facts-checks";
import { contactProblems, identityProblems } from "./preflight-checks";
import { sampleRecords } from "./sample-records";

const target = readDeployTarget("wrangler.toml", "production");
const settings = [
  ...contactProblems(target),
  ...identityProblems(target),
  ...officeHoursProblems(target),
  ...loanRateProblems(target),
  ...officeGeoProblems(target),
  ...socialLinkProblems(target),
  ...unknownClaimProblems(target),
];
const claims = claimProblems(target).length;
const confirmed = confirmedClaims(target);
const files = claimFiles(process.cwd());
const samples = await sampleRecords();

console.log(`Settings still at the template's placeholders (${settings.length}):`);
for (const problem of settings) console.log(`  - ${problem}`);

console.log(`\nClaims for the owner to confirm (${claims} of ${statedClaims.length} unconfirmed; CLAIMS_CONFIRMED lists the confirmed):`);
for (const claim of statedClaims) {
  const where = files.get(claim.id) ?? [];
  console.log(`  - [${confirmed.has(claim.id) ? "confirmed" : "to confirm"}] ${claim.id}: ${claim.text}`);
  console.log(
    `      shown in: ${claim.shownIn}; named in ${where.length} file${where.length === 1 ? "" : "s"}${where.length ? `: ${where.join(", ")}` : ""}`,
  );
}

console.log("\nSocial profiles (only those set are linked):");
for (const line of socialLinkStatus(target)) console.log(`  - ${line}`);

console.log(`\nSample records (sample: true) to replace with your own or delete (${samples.length}):`);
for (const [index, record] of samples.entries()) {
  if (record.file !== samples[index - 1]?.file) console.log(`  ${record.file}:`);
  console.log(`    - ${record.label}`);
}
const total = settings.length + claims + samples.length;
console.log(
  total === 0
    ? "\nNothing left to replace or confirm."
    : `\n${total} to replace or confirm before launch: ${settings.length} settings, ${claims} claims, ${samples.length} sample records; README "Make it yours" says how.`,
);
