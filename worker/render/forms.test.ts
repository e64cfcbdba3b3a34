import { describe, expect, it } from "vitest";
import { fetchWorker } from "../test/fetch";
import { pageRoutes } from "./pages";

/** Fields that hold what a person tells us about themselves. */
const PERSONAL = /\bname="(name|firstName|lastName|email|phone|street|address|zip|message|notes|projectDetails)"/;

/** Every form in a page's HTML: its opening tag's attributes and what it holds. */
const formsIn = (html: string) =>
  [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map((match) => ({ attributes: match[1]!, body: match[2]! }));

describe("forms in the pages as the server sends them", () => {
  it("should send personal details only by POST, on every page, before any script runs", async () => {
    const paths = pageRoutes()
      .map((route) => route.path)
      .filter((path) => !path.includes(":") && !path.includes("*"));
    paths.push("/roofing-bel-air", "/insights/storm-chasers");
    let personalForms = 0;
    for (const path of paths) {
      const response = await fetchWorker(path);
      const html = await response.text();
      for (const form of formsIn(html)) {
        if (!PERSONAL.test(form.body)) continue;
        personalForms++;
        expect(form.attributes, `a form on ${path}`).toMatch(/\bmethod="post"/);
        expect(form.attributes, `a form on ${path}`).toMatch(/\baction="\/[^"]*"/);
      }
    }
    // The contact form and the booking form at least.
    expect(personalForms).toBeGreaterThanOrEqual(2);
  });
});
