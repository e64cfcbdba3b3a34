import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { unstable_readConfig } from "wrangler";
import type { DeployTarget, SampleContent } from "./preflight-checks";
import type { Bindings } from "./preflight-golive";
import { countByFile, sampleRecords } from "./sample-records";

/** The part of wrangler's resolved config the preflight reads (wrangler's own type does not resolve here). */
interface ResolvedConfig {
  vars: Record<string, unknown>;
  d1_databases: { binding: string; database_id?: string }[];
  routes?: (string | { pattern: string; custom_domain?: boolean })[];
  queues?: { producers?: { binding: string }[]; consumers?: { queue: string; dead_letter_queue?: string }[] };
  durable_objects?: { bindings?: { name: string }[] };
  send_email?: { name: string }[];
  ratelimits?: { name: string }[];
  ai?: { binding: string };
  triggers?: { crons?: string[] };
}

/** The bindings of one resolved config, as names (what preflight-golive.ts compares). */
function bindingsOf(config: ResolvedConfig): Bindings {
  return {
    queueProducers: (config.queues?.producers ?? []).map((producer) => producer.binding),
    queueConsumers: config.queues?.consumers?.length ?? 0,
    deadLetterQueues: (config.queues?.consumers ?? []).filter((consumer) => consumer.dead_letter_queue?.endsWith("-dlq")).length,
    durableObjects: (config.durable_objects?.bindings ?? []).map((binding) => binding.name),
    sendEmail: (config.send_email ?? []).map((binding) => binding.name),
    rateLimits: (config.ratelimits ?? []).map((binding) => binding.name),
    ai: Boolean(config.ai?.binding),
    crons: config.triggers?.crons ?? [],
  };
}

/** The project's own wrangler.toml: its top level is the local site, whose bindings the code and the tests use. */
const SITE_CONFIG = new URL("../wrangler.toml", import.meta.url).pathname;

/** The bindings of the deployed environment, and of the local site (the project's top level) that it must match. */
export function readBindings(configPath: string, env: string): { deployed: Bindings; local: Bindings } {
  const deployed: ResolvedConfig = unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
  const local: ResolvedConfig = unstable_readConfig({ config: SITE_CONFIG }, { hideWarnings: true });
  return { deployed: bindingsOf(deployed), local: bindingsOf(local) };
}

/** The names of the deployed Worker's secrets, or null when wrangler cannot list them (offline, not signed in, no Worker yet). */
export async function listSecrets(configPath: string, env: string): Promise<string[] | null> {
  try {
    const { stdout } = await promisify(execFile)(
      "npx",
      ["wrangler", "secret", "list", "--config", configPath, "--env", env, "--format", "json"],
      {
        timeout: 30_000,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      },
    );
    const secrets = JSON.parse(stdout.slice(stdout.indexOf("["))) as { name: string }[];
    return secrets.map((secret) => secret.name);
  } catch {
    return null;
  }
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
