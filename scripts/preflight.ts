// `npm run preflight [-- --env staging] [--config path]`: refuses a deploy whose configuration is
// still the template's (placeholders, localhost, sample content), one line per problem and its fix.
// `npm run deploy` and `npm run deploy:staging` run it first. Exit code 1 on any problem.
import { parseArgs } from "node:util";
import { listSecrets, readBindings, readDeployTarget, sampleContent } from "./deploy-config";
import { deployBlockers } from "./preflight-checks";
import { type GoLiveTarget, goLiveBlockers, goLiveNotes } from "./preflight-golive";

const { values } = parseArgs({
  options: { env: { type: "string", default: "production" }, config: { type: "string", default: "wrangler.toml" } },
});
const env = values.env;
const allowSamples = process.env.ALLOW_SAMPLE_CONTENT === "true";

let target: GoLiveTarget;
try {
  target = {
    ...readDeployTarget(values.config, env),
    bindings: readBindings(values.config, env),
    secrets: process.env.PREFLIGHT_OFFLINE === "true" ? null : await listSecrets(values.config, env),
  };
} catch (error) {
  console.error(`Preflight (${env}): ${values.config} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const blockers = [...deployBlockers(target, await sampleContent(), allowSamples), ...goLiveBlockers(target)];
for (const note of goLiveNotes(target)) console.warn(`Preflight (${env}): note: ${note}`);
if (blockers.length > 0) {
  console.error(`Preflight (${env}): ${blockers.length} problem${blockers.length === 1 ? "" : "s"} to fix before deploying:`);
  for (const blocker of blockers) console.error(`  - ${blocker}`);
  process.exit(1);
}
console.log(`Preflight (${env}): ready to deploy ${target.vars.SITE_URL}. These settings replace any set in the Cloudflare dashboard:`);
for (const [name, value] of Object.entries(target.vars)) console.log(`  ${name} = ${JSON.stringify(value)}`);
if (allowSamples) console.log("  (ALLOW_SAMPLE_CONTENT=true: the sample records in content/ are deployed as a demo.)");
