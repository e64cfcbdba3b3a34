import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { expect } from "@playwright/test";

/**
 * What the site e-mailed during the browser tests. Locally, wrangler's `send_email` binding
 * writes each message's text, HTML and attachments to files under the process's temporary
 * directory (`<tmp>/miniflare-<id>/files/email-text/*.txt`, `email-attachment/*.ics`); the
 * test server's temporary directory is this one (playwright.config.ts sets TMPDIR).
 */
export const LOCAL_FILES = resolve(".wrangler/e2e-tmp");

type Part = "email-text" | "email-attachment";

async function writtenFiles(part: Part): Promise<string[]> {
  const roots = (await readdir(LOCAL_FILES).catch(() => [] as string[])).filter((name) => name.startsWith("miniflare-"));
  const files = await Promise.all(
    roots.map(async (root) => {
      const folder = join(LOCAL_FILES, root, "files", part);
      return (await readdir(folder).catch(() => [] as string[])).map((name) => join(folder, name));
    }),
  );
  return files.flat();
}

/** The contents of the written e-mail parts that contain every one of `texts`. */
async function partsWith(part: Part, texts: readonly string[]): Promise<string[]> {
  const contents = await Promise.all((await writtenFiles(part)).map((file) => readFile(file, "utf8")));
  return contents.filter((content) => texts.every((text) => content.includes(text)));
}

/** Waits (the queue delivers within seconds) for the e-mail parts holding all of `texts`, and returns them. */
export async function sentParts(part: Part, ...texts: string[]): Promise<string[]> {
  await expect
    .poll(async () => (await partsWith(part, texts)).length, { timeout: 30_000, message: `an e-mail with ${texts.join(", ")}` })
    .toBeGreaterThan(0);
  return partsWith(part, texts);
}

/** An iCalendar file with its folded lines joined again (RFC 5545 3.1). */
export const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
