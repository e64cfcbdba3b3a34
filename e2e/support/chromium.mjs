// Debian's Chromium and the flags it runs with here (no downloads, no network of its own),
// shared by the browser tests, their install check and the Lighthouse bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
