import { describe, expect, it } from "vitest";
import { mergedLandingPages } from "../../content/landing/catalogue";
import { fetchWorker } from "../test/fetch";
import { landingSpecs } from "./catalogue";

const sitemapText = async () => {
  const index = await (await fetchWorker("/sitemap.xml")).text();
  const parts = [...index.matchAll(/<loc>[^<]*?(\/sitemap-[a-z-]+\.xml)<\/loc>/g)].map((match) => match[1]!);
  return (await Promise.all(parts.map(async (part) => (await fetchWorker(part)).text()))).join("\n");
};

describe("town pages that were one place twice", () => {
  it("should send the merged address to the page that took it over, for good", async () => {
    expect(Object.keys(mergedLandingPages)).toContain("/joppatowne-roofing");
    for (const [from, to] of Object.entries(mergedLandingPages)) {
      const response = await fetchWorker(from, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get("Location")!, "http://localhost:8787").pathname).toBe(to);
      expect(landingSpecs.some((spec) => spec.path === from)).toBe(false);
      expect((await fetchWorker(to)).status).toBe(200);
    }
    const sitemaps = await sitemapText();
    expect(sitemaps).toContain("/joppa-roofing");
    expect(sitemaps).not.toContain("joppatowne");
    expect(await (await fetchWorker("/joppa-roofing")).text()).toContain("Joppatowne");
  });

  it("should not say it fixes problems on a military post it does no work on", async () => {
    const page = await (await fetchWorker("/aberdeen-proving-ground-roofing")).text();
    expect(page).toContain("does no work on post");
    expect(page).not.toContain("Common problems we fix in Aberdeen Proving Ground");
    expect(page).toContain("Common problems we fix in homes near Aberdeen Proving Ground");
  });
});
