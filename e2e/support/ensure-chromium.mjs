// Browser tests drive Debian's Chromium; npm cannot download a browser here.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH as CHROMIUM } from "./chromium.mjs";

const INSTALL = "apt-get update && apt-get install -y chromium";

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing; installing Debian's chromium (${INSTALL})...`);
  execSync(INSTALL, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium still missing at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
}
