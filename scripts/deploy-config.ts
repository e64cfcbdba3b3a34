import { spawn } from "node:child_process";
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

/**
 * The names of the deployed Worker's secrets, or null when wrangler cannot list them (offline, not
 * signed in, no Worker yet) within `waitMs`. Wrangler runs in a process group of its own that is
 * ended whole when time is up: `npx` starts wrangler, which starts another Node, and a timeout that
 * ended only `npx` left the others retrying the network for half an hour.
 */
export function listSecrets(configPath: string, env: string, waitMs = 30_000): Promise<string[] | null> {
  return new Promise((resolve) => {
    const wrangler = spawn("npx", ["wrangler", "secret", "list", "--config", configPath, "--env", env, "--format", "json"], {
      detached: true,
      stdio: ["ignore", "pipe", "ignore"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    let stdout = "";
    wrangler.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    const timer = setTimeout(() => endGroup(wrangler.pid), waitMs);
    wrangler.on("error", () => resolve(null));
    wrangler.on("close", (code) => {
      clearTimeout(timer);
      endGroup(wrangler.pid);
      try {
        const secrets = JSON.parse(stdout.slice(stdout.indexOf("["))) as { name: string }[];
        resolve(code === 0 ? secrets.map((secret) => secret.name) : null);
      } catch {
        resolve(null);
      }
    });
  });
}

/** Ends a process group started with `detached`, whatever is left of it. */
function endGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // The group has already ended.
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
