import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { projects } from "../../content/projects";
import { SAMPLE_LABELS } from "../../content/samples";
import { testimonials } from "../../content/testimonials";
import { app } from "../app";
import type { Env } from "../env";

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
