import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { priceModelRecord } from "../../content/prices";
import { projects } from "../../content/projects";
import { SAMPLE_LABELS } from "../../content/samples";
import { testimonials } from "../../content/testimonials";
import { newSessionId, type SendMessageResponse } from "../../contracts/chat";
import { app } from "../app";
import type { Env } from "../env";
import { chatBrowser } from "../test/chat";

/** The page's text as a visitor reads it: React's markers between neighbouring texts removed. */
const render = async (path: string) =>
  (await (await app.request(`http://localhost:8787${path}`, {}, env as Env)).text()).replaceAll("<!-- -->", "");
const count = (html: string, text: string) => html.split(text).length - 1;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => m[1]!).join("\n");

/** Each card of a kind: the markup from one opening tag to the next of the same kind. */
const cards = (html: string, open: RegExp) => html.split(open).slice(1);

describe("sample testimonials and projects", () => {
  it("should label every sample testimonial and project on the home page, and keep them out of the structured data", async () => {
    const home = await render("/");
    const sampleReviews = testimonials.filter((testimonial) => testimonial.sample).length;
    const sampleProjects = projects.filter((project) => project.sample).length;
    expect(sampleReviews).toBeGreaterThan(0);
    expect(count(home, `data-sample-label="review"`)).toBe(sampleReviews);
    expect(count(home, `data-sample-label="project"`)).toBe(sampleProjects);
    for (const card of cards(home, /<figure class="card testimonial">/)) expect(card).toMatch(/^<span data-sample-label="review"/);
    const data = jsonLd(home);
    expect(data).not.toMatch(/"Review"|"review"|aggregateRating|reviewRating/);
    for (const testimonial of testimonials) expect(data).not.toContain(testimonial.author);
  });

  it("should label the sample reviews and projects a town page quotes", async () => {
    const towson = await render("/roofing-towson");
    expect(towson).toContain("David R., Towson, MD");
    const reviews = cards(towson, /<figure class="rounded-lg bg-brand-50 p-5">/);
    const works = cards(towson, /<article class="rounded-lg border border-slate-200 p-5">/);
    expect(reviews.length + works.length).toBeGreaterThan(0);
    for (const review of reviews) expect(review).toContain(SAMPLE_LABELS.review);
    for (const work of works) expect(work).toContain(SAMPLE_LABELS.project);
    expect(jsonLd(towson)).not.toMatch(/"Review"|"review"|aggregateRating|David R\./);
  });

  it("should label the projects page's sample projects and the sample warranty terms", async () => {
    const portfolio = await render("/projects");
    expect(count(portfolio, `data-sample-label="project"`)).toBe(projects.filter((project) => project.sample).length);
    expect(portfolio).toContain("Project value");
    const warranty = await render("/warranty");
    expect(warranty.replaceAll("&#x27;", "'")).toContain(SAMPLE_LABELS.terms);
  });
});

describe("the template's sample prices", () => {
  it("should mark every place a page states the price model's figures while they are the template's", async () => {
    expect(priceModelRecord.sample).toBe(true);
    const mark = `data-sample-label="prices"`;
    // Each page's priced sections, services or estimate, and nothing marked where no price shows.
    const expected: [string, number][] = [
      ["/roofing", 2],
      ["/siding", 1],
      ["/windows", 1],
      ["/services", 5],
      ["/contact?search=siding%20price", 1],
      ["/roof-replacement-estimate", 1],
      ["/roof-replacement-estimate?for=siding", 1],
      ["/roof-replacement-estimate?for=gutters&feet=160&zip=19901", 2],
      ["/about", 0],
      ["/roofing-towson", 0],
    ];
    for (const [path, marks] of expected) {
      const page = await render(path);
      expect(count(page, mark), path).toBe(marks);
      if (marks > 0) expect(page.replaceAll("&#x27;", "'"), path).toContain(SAMPLE_LABELS.prices);
    }
  });

  it("should say in the chat that a price it states is a sample, and add nothing to an answer without one", async () => {
    const visitor = chatBrowser("192.0.2.250", "/siding");
    const ask = async (message: string) => ((await (await visitor.send(newSessionId(), message)).json()) as SendMessageResponse).response;
    const price = await ask("how much is vinyl siding per square foot?");
    expect(price).toMatch(/\$\d/);
    expect(price.endsWith(`(${SAMPLE_LABELS.prices}.)`)).toBe(true);
    const hours = await ask("do you do gutter cleaning?");
    expect(hours).not.toMatch(/\$\d/);
    expect(hours).not.toContain(SAMPLE_LABELS.prices);
  });
});
