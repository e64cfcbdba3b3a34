import { describe, expect, it } from "vitest";
import { fetchWorker } from "../test/fetch";
import { DISALLOWED_PATHS } from "./robots";

/** What the crawler reads from a page. */
interface CrawledPage {
  path: string;
  status: number;
  canonicals: string[];
  title: string;
  description: string | null;
  robots: string | null;
  jsonLd: string[];
  links: string[];
  ids: Set<string>;
}

const SITE = "http://localhost:8787";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** robots.txt rules are path prefixes. */
const disallowed = (path: string) => DISALLOWED_PATHS.some((rule) => path.startsWith(rule));
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path) || path.startsWith("/assets/");

async function read(path: string): Promise<CrawledPage> {
  const page: CrawledPage = {
    path,
    status: 0,
    canonicals: [],
    title: "",
    description: null,
    robots: null,
    jsonLd: [],
    links: [],
    ids: new Set(),
  };
  const response = await fetchWorker(path, { headers: { "User-Agent": CRAWLER }, redirect: "manual" });
  page.status = response.status;
  let script = "";
  let title = "";
  await new HTMLRewriter()
    .on("a[href]", {
      element: (e) => {
        page.links.push(e.getAttribute("href")!);
      },
    })
    .on('link[rel="canonical"]', {
      element: (e) => {
        page.canonicals.push(e.getAttribute("href")!);
      },
    })
    .on('meta[name="description"]', {
      element: (e) => {
        page.description = e.getAttribute("content");
      },
    })
    .on('meta[name="robots"]', {
      element: (e) => {
        page.robots = e.getAttribute("content");
      },
    })
    .on("[id]", {
      element: (e) => {
        page.ids.add(e.getAttribute("id")!);
      },
    })
    .on("head > title", {
      text: (t) => {
        title += t.text;
      },
    })
    .on('script[type="application/ld+json"]', {
      text(t) {
        script += t.text;
        if (t.lastInTextNode) {
          page.jsonLd.push(script);
          script = "";
        }
      },
    })
    .transform(response)
    .text();
  page.title = title.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");
  return page;
}

/** Internal links as path (+query) and fragment; outside links, tel:, mailto: and files are not followed. */
function internal(href: string): { path: string; fragment?: string } | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const url = new URL(href, SITE);
  if (isFile(url.pathname)) return null;
  return { path: url.pathname + url.search, fragment: url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined };
}

async function crawl() {
  const pages = new Map<string, CrawledPage>();
  const fragments: { from: string; path: string; fragment: string }[] = [];
  const queue = ["/"];
  const skipped = new Set<string>();
  while (queue.length > 0) {
    const batch = queue.splice(0, 8);
    const read_ = await Promise.all(batch.map(read));
    for (const page of read_) {
      pages.set(page.path, page);
      for (const href of page.links) {
        const link = internal(href);
        if (!link) continue;
        if (link.fragment) fragments.push({ from: page.path, path: link.path, fragment: link.fragment });
        if (disallowed(new URL(link.path, SITE).pathname)) {
          skipped.add(link.path);
          continue;
        }
        if (!pages.has(link.path) && !queue.includes(link.path) && !batch.includes(link.path)) queue.push(link.path);
      }
    }
  }
  return { pages, fragments, skipped };
}

async function sitemapPaths(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const children = locs(await (await fetchWorker("/sitemap.xml")).text());
  const urls = (await Promise.all(children.map(async (child) => locs(await (await fetchWorker(new URL(child).pathname)).text())))).flat();
  return urls.map((url) => {
    expect(url.startsWith(`${SITE}/`)).toBe(true);
    return new URL(url).pathname;
  });
}

describe("crawl from the home page", { timeout: 120_000 }, () => {
  let result: Awaited<ReturnType<typeof crawl>>;
  const indexable = () => [...result.pages.values()].filter((p) => !p.robots?.includes("noindex"));

  it("should reach every linked page with 200 and no broken internal link", async () => {
    result = await crawl();
    const broken = [...result.pages.values()].filter((p) => p.status !== 200).map((p) => `${p.path} -> ${p.status}`);
    expect(broken).toEqual([]);
    expect(result.pages.size).toBeGreaterThan(140);
    // Robots-disallowed links (the footer's Admin link) are not followed, as a polite crawler would.
    expect([...result.skipped]).toEqual(["/admin"]);
  });

  it("should find every linked fragment on its page", () => {
    const missing = result.fragments
      .filter(({ path, fragment }) => !result.pages.get(path)?.ids.has(fragment))
      .map(({ from, path, fragment }) => `${from} links to ${path}#${fragment}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("should give every page exactly one canonical URL, absolute and on the site", () => {
    const wrong = [...result.pages.values()].filter((p) => p.canonicals.length !== 1 || !p.canonicals[0]!.startsWith(`${SITE}/`));
    expect(wrong.map((p) => `${p.path}: ${p.canonicals.join(" ")}`)).toEqual([]);
  });

  it("should give every page a unique title and description", () => {
    const duplicates = (values: (string | null)[]) => values.filter((v, i) => !v || values.indexOf(v) !== i);
    const pages = [...result.pages.values()];
    expect(duplicates(pages.map((p) => p.title))).toEqual([]);
    expect(duplicates(pages.map((p) => p.description))).toEqual([]);
  });

  it("should give every page valid JSON-LD with typed nodes", () => {
    for (const page of result.pages.values()) {
      expect(page.jsonLd, page.path).toHaveLength(1);
      const data = JSON.parse(page.jsonLd[0]!) as { "@context": string; "@graph": { "@type": string }[] };
      expect(data["@context"]).toBe("https://schema.org");
      const types = data["@graph"].map((node) => node["@type"]);
      expect(
        types.every((type) => typeof type === "string" && type.length > 0),
        page.path,
      ).toBe(true);
      expect(types).toContain("RoofingContractor");
      if (page.path !== "/") expect(types, page.path).toContain("BreadcrumbList");
    }
  });

  it("should list exactly the reachable indexable pages in the sitemap", async () => {
    const listed = await sitemapPaths();
    expect(new Set(listed).size).toBe(listed.length);
    const reachable = indexable()
      .filter((p) => p.canonicals[0] === `${SITE}${p.path}`)
      .map((p) => p.path);
    const notListed = reachable.filter((path) => !listed.includes(path));
    const notReachable = listed.filter((path) => !reachable.includes(path));
    expect(notListed, "indexable pages missing from the sitemap").toEqual([]);
    expect(notReachable, "sitemap URLs the crawl could not reach as indexable pages").toEqual([]);
  });
});
