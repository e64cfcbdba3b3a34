import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { projects } from "../../content/projects";
import { siteConfig } from "../config";
import type { Env } from "../env";
import { formStamp, stampSecret } from "../security/form-stamp";
import { fetchWorker } from "../test/fetch";
import { freshIp } from "../test/leads";

/**
 * The estimate's quote form and the portfolio request as a browser sends them before the page's
 * script arrives: form-encoded, to the page itself, answered with the page.
 */
const secret = () => stampSecret(env as Env, siteConfig(env as Env).siteUrl);
/** The stamp of a form the server rendered `ago` ms ago. */
const stampedAgo = async (ago: number) => formStamp(secret(), Date.now() - ago);

const post = (path: string, fields: Record<string, string>, ip = freshIp()) =>
  fetchWorker(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, Origin: "http://localhost:8787" },
    body: new URLSearchParams(fields).toString(),
  });

/** The leads stored for an e-mail address (what the office's lead list shows). */
async function leadsFor(email: string): Promise<{ source: string }[]> {
  const { results } = await (env as Env).DB.prepare("SELECT source FROM leads WHERE email = ?").bind(email).all<{ source: string }>();
  return results;
}

const unique = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.net`;
const estimateFields = {
  sizeMode: "roof",
  roofArea: "2000",
  homeArea: "0",
  stories: "2",
  pitch: "medium",
  layers: "1",
  material: "asphalt-architectural",
  zip: "21014",
};

describe("the instant estimate before its script", () => {
  it("should work the price range out on the server and offer the quote form", async () => {
    const response = await post("/roof-replacement-estimate", { intent: "estimate", ...estimateFields });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Your estimated price range");
    expect(html).toMatch(/data-testid="estimate-range">\$[\d,]+ - \$[\d,]+</);
    expect(html).toContain('aria-label="Get your exact quote"');
    // The estimate goes along with the quote form, hidden.
    expect(html).toMatch(/<input type="hidden" name="roofArea" value="2000"\/>/);
  });

  it("should show the estimate's errors next to its fields with what was typed kept", async () => {
    const html = await (await post("/roof-replacement-estimate", { intent: "estimate", ...estimateFields, zip: "9021" })).text();
    expect(html).toContain("Enter a 5-digit ZIP code");
    expect(html).toMatch(/id="roof-area"[^>]*value="2000"/);
    expect(html).not.toContain("Your estimated price range");
  });

  it("should send the quote request through the lead API and thank the visitor", async () => {
    const email = unique("quote.noscript");
    const response = await post("/roof-replacement-estimate", {
      intent: "quote",
      ...estimateFields,
      formStamp: await stampedAgo(20_000),
      name: "Rosa Delgado",
      email,
      phone: "(410) 555-0142",
      address: "8 Elm St",
      website: "",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your quote request is in");
    const leads = await leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.source).toBe("Instant Estimate");
  });

  it("should show the quote form's errors beside its fields and its button, with what was typed kept", async () => {
    const html = await (
      await post("/roof-replacement-estimate", {
        intent: "quote",
        ...estimateFields,
        formStamp: await stampedAgo(20_000),
        name: "Rosa Delgado",
        email: "not-an-address",
        phone: "(410) 555-0142",
        address: "",
      })
    ).text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toMatch(/id="quote-name"[^>]*value="Rosa Delgado"/);
    expect(html).toMatch(/data-testid="tap-notice"[^>]*>Please correct the field marked above\./);
    expect(html).not.toContain("Your quote request is in");
  });
});

describe("the portfolio request before its script", () => {
  const project = projects[0]!;

  it("should hold the request form on /projects for the project a card's link names", async () => {
    const html = await (await fetchWorker(`/projects?project=${project.id}`)).text();
    expect(html).toContain('id="portfolio-access"');
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*aria-label="Request Portfolio Access"|<form[^>]*aria-label="Request Portfolio Access"[^>]*method="post"/,
    );
    expect(html).toContain(`name="project" value="${project.id}"`);
    // The cards link there.
    const plain = await (await fetchWorker("/projects")).text();
    expect(plain).toContain(`href="/projects?project=${project.id}#portfolio-access"`);
    expect(plain).not.toContain('id="portfolio-access"');
  });

  it("should send the request through the lead API with SPEC's payload and thank the visitor", async () => {
    const email = unique("portfolio.noscript");
    const response = await post("/projects", {
      project: project.id,
      formStamp: await stampedAgo(20_000),
      name: "Priya Natarajan",
      email,
      phone: "",
      company: "",
      interest: "",
      message: "A tear-off like this one.",
      website: "",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Thank you! We&#x27;ll send you exclusive access to our complete project portfolio within 24 hours.");
    const leads = await leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.source).toBe("Portfolio Access Request");
  });

  it("should show the request's errors next to its fields with what was typed kept", async () => {
    const html = await (
      await post("/projects", {
        project: project.id,
        formStamp: await stampedAgo(20_000),
        name: "Priya Natarajan",
        email: "nope",
        message: "Hi",
      })
    ).text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toMatch(/id="portfolio-name"[^>]*value="Priya Natarajan"/);
  });
});
