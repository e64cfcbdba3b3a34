import assert from "node:assert/strict";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { listSecrets } from "./deploy-config";

/** Whether a process is still running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("listing the deployed Worker's secrets", () => {
  it("should give up on a wrangler that never answers, and leave none of its processes behind", async () => {
    // A stand-in for `npx` that starts a child of its own (as npx starts wrangler, and wrangler
    // another Node) and never answers.
    const folder = mkdtempSync(join(tmpdir(), "list-secrets-"));
    const childPid = join(folder, "child.pid");
    writeFileSync(join(folder, "npx"), `#!/bin/sh\nsleep 300 &\necho $! > "${childPid}"\nwait\n`);
    chmodSync(join(folder, "npx"), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${folder}:${path}`;
    try {
      assert.equal(await listSecrets("wrangler.toml", "production", 1_000), null);
    } finally {
      process.env.PATH = path;
    }
    const pid = Number(readFileSync(childPid, "utf8"));
    for (let tries = 0; running(pid) && tries < 50; tries++) await sleep(100);
    const left = running(pid);
    if (left) process.kill(pid, "SIGKILL");
    rmSync(folder, { recursive: true, force: true });
    assert.equal(left, false, "the child of the stand-in was still running after listSecrets gave up");
  });
});
