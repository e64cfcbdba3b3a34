import { describe, expect, it } from "vitest";
import type { ContentPage } from "../../content/pages/types";
import type { RouteHandle } from "../../contracts/page-meta";
import { pageRoutes } from "../render/pages";
import { fetchWorker } from "../test/fetch";
import { contentPage } from "./page-content";

// Every file of words, found on disk: none may be left without a route naming it.
const contentFiles = import.meta.glob<ContentPage>(["../../content/pages/*.ts", "!../../content/pages/types.ts"], {
  eager: true,
  import: "default",
});

const contentRoutes = pageRoutes().flatMap((route) => {
  const name = (route.handle as RouteHandle | undefined)?.content;
  return name === undefined ? [] : [{ path: route.path!, name, page: contentPage(name) }];
});

interface GraphNode {
  "@type": string;
  mainEntity?: { name: string }[];
}

async function structuredData(path: string): Promise<GraphNode[]> {
  const html = await (await fetchWorker(path)).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  expect(json, `${path} has no JSON-LD`).toBeDefined();
  return (JSON.parse(json!) as { "@graph": GraphNode[] })["@graph"];
}

describe("content pages' structured data", () => {
  it("should have a route naming every file of words in content/pages", () => {
    const named = contentRoutes.map((route) => `../../content/pages/${route.name}.ts`).sort();
    expect(named).toEqual(Object.keys(contentFiles).sort());
  });

  it.each(contentRoutes)("$path should carry its FAQs as FAQPage data", async ({ path, page }) => {
    const graph = await structuredData(path);
    const faq = graph.find((node) => node["@type"] === "FAQPage");
    if (page.faqs.length === 0) return expect(faq).toBeUndefined();
    expect(faq, `${path} has no FAQPage`).toBeDefined();
    // Questions are plain text (no inline links), so they arrive as written.
    expect(faq!.mainEntity!.map((question) => question.name)).toEqual(page.faqs.map((f) => f.question));
  });
});
