// `npm run golive [-- --env staging]`: the go-live checklist, read from README.md's "Going live, step
// by step" (one text, so the list and the README never differ), then the preflight as the last step.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** README.md's go-live steps: from its heading to the staging paragraph after them. */
export function goLiveSteps(readme: string): string {
  const start = readme.indexOf("### Going live, step by step");
  const end = readme.indexOf("Staging is the same", start);
  if (start === -1 || end === -1) throw new Error('README.md has no "Going live, step by step" section');
  return readme.slice(start, end).trim();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(goLiveSteps(readFileSync(new URL("../README.md", import.meta.url), "utf8")));
  console.log("\nThe last step: the preflight.\n");
  const preflight = spawnSync("npx", ["tsx", "scripts/preflight.ts", ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(preflight.status ?? 1);
}
