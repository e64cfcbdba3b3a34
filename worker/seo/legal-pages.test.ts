import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ContentPage } from "../../content/pages/types";
import { placeholdersIn, siteFacts } from "../../contracts/site-facts";
import { app } from "../app";
import { siteConfig } from "../config";
import type { Env } from "../env";
import { fetchWorker } from "../test/fetch";

const contentFiles = import.meta.glob<ContentPage>(["../../content/pages/*.ts", "!../../content/pages/types.ts"], {
  eager: true,
  import: "default",
});

/** The page's text as a visitor reads it: React's markers between neighbouring texts removed. */
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const configured = {
  ...(env as Env),
  LEGAL_NAME: "Fixture Exteriors LLC",
  MHIC_LICENSE: "MHIC #123456",
  DE_LICENSE: "DE business license #2012345678",
  OFFICE_STREET: "1 Fixture Way",
  OFFICE_CITY: "Baltimore",
  OFFICE_STATE: "MD",
  OFFICE_ZIP: "21202",
  RETAIN_IP_DAYS: "45",
  RETAIN_TRANSCRIPT_YEARS: "3",
  RETAIN_CLOSED_LEAD_YEARS: "6",
  RETAIN_SPAM_DAYS: "21",
  RETAIN_OPEN_LEAD_YEARS: "4",
} as Env;
const render = (path: string) => app.request(`http://localhost:8787${path}`, {}, configured);

describe("the privacy policy and the terms", () => {
  it("should name only facts that configuration fills in", () => {
    const known = Object.keys(siteFacts(siteConfig(env as Env)));
    for (const [file, page] of Object.entries(contentFiles)) {
      const words = JSON.stringify(page);
      for (const name of placeholdersIn(words)) expect(known, `${file} uses {${name}}`).toContain(name);
    }
  });

  it("should publish the retention periods and the business as configured, not as typed into the page", async () => {
    const privacy = await text(await render("/privacy"));
    for (const fact of [
      "Blanked after 45 days",
      "removed 3 years after your request",
      "deleted 6 years after it arrived",
      "A request we never closed (one we could not reach you about, or you did not go on with), with everything kept with it: deleted 4 years after it arrived.",
      "A request we marked as spam: deleted 21 days after it arrived.",
      "30 days after its last message",
    ])
      expect(privacy).toContain(fact);
    expect(privacy).toContain("Fixture Exteriors LLC, 1 Fixture Way, Baltimore, MD 21202");
    expect(privacy).not.toMatch(/\{[A-Za-z]+\}/);
    // The FAQ's structured data carries the same figures.
    expect(privacy).toContain('"text":"For 45 days.');

    const terms = await text(await render("/terms"));
    expect(terms).toContain("Fixture Exteriors LLC holds Maryland Home Improvement Commission license MHIC #123456");
    expect(terms).toContain("DE business license #2012345678");
    // The configured license is written as shown ("DE business license #..."): the page does not name it twice.
    expect(terms).not.toMatch(/Delaware business license DE business license/);
    expect(terms).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it("should be in the sitemaps and linked from every page's footer", async () => {
    const xml = await (await fetchWorker("/sitemap-pages.xml")).text();
    expect(xml).toContain("<loc>http://localhost:8787/privacy</loc>");
    expect(xml).toContain("<loc>http://localhost:8787/terms</loc>");
    const home = await fetchWorker("/");
    const html = await home.text();
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/terms"');
    const sitemap = await text(await fetchWorker("/sitemap"));
    expect(sitemap).toContain('href="/privacy"');
  });
});
