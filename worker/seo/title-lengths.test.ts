import { describe, expect, it } from "vitest";
import { fetchWorker } from "../test/fetch";

/** Search results show about 60 characters of a title and 155-160 of a description; longer is cut off. */
const MAX_TITLE = 65;
const MAX_DESCRIPTION = 160;

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetchWorker("/sitemap.xml")).text();
  const parts = [...index.matchAll(/<loc>[^<]*?(\/sitemap-[a-z-]+\.xml)<\/loc>/g)].map((match) => match[1]!);
  const pages = await Promise.all(parts.map(async (part) => (await fetchWorker(part)).text()));
  return pages.flatMap((xml) => [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/"));
}

describe("titles and descriptions in search results", () => {
  it("should keep every sitemap page's title within 65 characters and its description within 160", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(140);
    const long: string[] = [];
    for (const path of paths) {
      const html = decode(await (await fetchWorker(path)).text());
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      if (title.length > MAX_TITLE) long.push(`${path}: title ${title.length}: ${title}`);
      if (description.length > MAX_DESCRIPTION) long.push(`${path}: description ${description.length}: ${description}`);
      if (!title || !description) long.push(`${path}: no title or description`);
    }
    console.info(`titles and descriptions: ${paths.length} pages, ${long.length} too long`);
    expect(long).toEqual([]);
  });
});
