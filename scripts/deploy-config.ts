import { unstable_readConfig } from "wrangler";
import type { DeployTarget, SampleContent } from "./preflight-checks";
import { countByFile, sampleRecords } from "./sample-records";

/** The part of wrangler's resolved config the preflight reads (wrangler's own type does not resolve here). */
interface ResolvedConfig {
  vars: Record<string, unknown>;
  d1_databases: { binding: string; database_id?: string }[];
  routes?: (string | { pattern: string; custom_domain?: boolean })[];
}

/** Only the string vars: what the site's configuration reads. */
function stringVars(vars: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(vars).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * The configuration a deploy of `env` would use, read by wrangler itself from the same file and
 * environment section the build (CLOUDFLARE_ENV) and `wrangler d1 migrations apply --env` read.
 */
export function readDeployTarget(configPath: string, env: string): DeployTarget {
  const deployed: ResolvedConfig = unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
  const local: ResolvedConfig = unstable_readConfig({ config: configPath }, { hideWarnings: true });
  return {
    env,
    vars: stringVars(deployed.vars),
    localVars: stringVars(local.vars),
    databaseId: deployed.d1_databases.find((database) => database.binding === "DB")?.database_id,
    routes: (deployed.routes ?? []).map((route) =>
      typeof route === "string"
        ? { pattern: route, customDomain: false }
        : { pattern: route.pattern, customDomain: route.custom_domain === true },
    ),
  };
}

/** The template's sample records still in content/, counted by file. */
export async function sampleContent(): Promise<SampleContent> {
  return countByFile(await sampleRecords());
}
