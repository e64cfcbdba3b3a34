// `npm run content:check`: lists everything the template ships that a contractor must replace
// before launch: the business identity and contact settings still at their placeholders (in
// the production configuration), and every record in content/ flagged `sample: true`.
// `npm run preflight` refuses a deploy while any of them is left.
import { readDeployTarget } from "./deploy-config";
import { contactProblems, identityProblems } from "./preflight-checks";
import { sampleRecords } from "./sample-records";

const target = readDeployTarget("wrangler.toml", "production");
const settings = [...contactProblems(target), ...identityProblems(target)];
const samples = await sampleRecords();

console.log(`Settings still at the template's placeholders (${settings.length}):`);
for (const problem of settings) console.log(`  - ${problem}`);
console.log(`\nSample records (sample: true) to replace with your own or delete (${samples.length}):`);
for (const [index, record] of samples.entries()) {
  if (record.file !== samples[index - 1]?.file) console.log(`  ${record.file}:`);
  console.log(`    - ${record.label}`);
}
console.log(
  settings.length + samples.length === 0
    ? "\nNothing left to replace."
    : `\n${settings.length + samples.length} to replace before launch; README "Make it yours" says how.`,
);
