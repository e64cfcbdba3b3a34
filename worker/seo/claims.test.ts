import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { claims } from "../../content/business";
import { callbackRule } from "../../contracts/callback";
import { claimPhrases } from "../../contracts/claims";
import { siteConfig } from "../config";
import type { Env } from "../env";
import { fetchWorker } from "../test/fetch";
import { CLAIM_WORDS, GENERIC_PHRASES } from "./claim-words";
import { answerCardTexts, emailTexts, shareImageTexts } from "./claims-surfaces";

/**
 * Every claim the site makes comes from the claims registry (content/business.ts `claims`): this
 * test reads everything a visitor, a crawler or a homeowner is shown (every page's words, title,
 * meta tags and JSON-LD, the share images' words, the e-mails, the assistant's answer cards), takes
 * out each wording the registry itself renders, and fails on any claim word left (claim-words.ts).
 */

const config = siteConfig(env as Env);

/** The registry's wordings, and the call-back rule as contracts/callback.ts words it from configuration (true at any hour). */
const registryPhrases = () => [...claimPhrases(config), callbackRule(config)];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;/g, " ");

/** Every string value in a JSON-LD block. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** What a page shows or tells a crawler: title, meta contents, JSON-LD strings and the body's words (scripts aside). */
function pageWords(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const metas = [...html.matchAll(/<meta\b[^>]*\bcontent="([^"]*)"[^>]*>/g)].map((m) => m[1]!);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    jsonStrings(JSON.parse(m[1]!)),
  );
  const attributes = [...html.matchAll(/\b(?:alt|title|aria-label)="([^"]*)"/g)].map((m) => m[1]!);
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, "\u0000");
  const blocks = body.split("\u0000").map((part) => part.trim());
  return [title, ...metas, ...jsonLd, ...attributes, blocks.filter(Boolean).join(" ")].map((text) => decode(text).replace(/\s+/g, " "));
}

/** The claim words in a text that are neither one of the registry's wordings nor a listed generic phrase. */
function strayClaims(text: string, phrases: readonly string[]): string[] {
  let rest = text;
  // Longest first, so a registry wording is taken out whole before a shorter one inside it.
  for (const phrase of [...phrases, ...GENERIC_PHRASES.map(([generic]) => generic)].sort((a, b) => b.length - a.length))
    if (phrase) rest = rest.split(phrase).join(" \u2022 ");
  const found: string[] = [];
  for (const [kind, pattern] of CLAIM_WORDS)
    for (const match of rest.matchAll(pattern)) {
      const at = match.index ?? 0;
      found.push(`${kind}: "${match[0]}" in "…${rest.slice(Math.max(0, at - 50), at + match[0].length + 30).trim()}…"`);
    }
  return found;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

/** Every public page: the sitemaps' pages, the ones kept out of them (forms, utility pages), and a 404. */
async function publicPaths(): Promise<string[]> {
  const children = locs(await (await fetchWorker("/sitemap.xml")).text());
  const listed = (await Promise.all(children.map(async (child) => locs(await (await fetchWorker(child)).text())))).flat();
  return [
    ...new Set([
      ...listed,
      "/contact",
      "/schedule",
      "/privacy",
      "/terms",
      "/warranty",
      "/menu",
      "/chat",
      "/sitemap",
      "/social-preview",
      "/roof-replacement-estimate",
      "/no-such-page",
    ]),
  ];
}

describe("claims", { timeout: 600_000 }, () => {
  it("should find each kind of claim word, and take out the registry's wordings and the listed generic phrases", () => {
    const samples: Record<string, string> = {
      licensed: "Fully Licensed",
      insured: "Fully Insured",
      bonded: "Yes, we are bonded.",
      certified: "Certified installers",
      since: "Serving Maryland since 1995",
      years: "30+ years",
      projects: "15K+ projects",
      rating: "4.9 from 150 reviews",
      warranty: "a 25-year workmanship warranty",
      pricing: "Best Prices on Roofing",
      crews: "Crews based across Maryland",
      "response time": "Our team will contact you within 2 hours.",
      "family business": "a family business",
      "free inspection": "a free roof inspection",
      "24/7": "24/7 Emergency",
    };
    expect(Object.keys(samples).sort()).toEqual(CLAIM_WORDS.map(([kind]) => kind).sort());
    for (const [kind, sample] of Object.entries(samples)) {
      const found = strayClaims(sample, []);
      expect(found.length, sample).toBeGreaterThan(0);
      expect(found[0]!.startsWith(`${kind}:`), `${sample}: ${found[0]}`).toBe(true);
      expect(strayClaims(`See ${sample} here.`, [sample]), sample).toEqual([]);
    }
    for (const ordinary of [
      "Hire a licensed contractor and check the MHIC number.",
      "ENERGY STAR certified windows",
      "a 25-year-old roof",
      "shingles whose sealant strips never bonded",
      "roofs last 20 to 30 years",
    ])
      expect(strayClaims(ordinary, []), ordinary).toEqual([]);
  });

  it("should fail a page with a planted claim the registry does not hold, and a registry claim shown unmarked before it is confirmed", async () => {
    const phrases = registryPhrases();
    const about = await (await fetchWorker("/about")).text();
    expect(pageWords(about).flatMap((text) => strayClaims(text, phrases))).toEqual([]);
    const planted = about.replace("</main>", "<p>A family-owned company, fully insured, with a 25 Year Warranty.</p></main>");
    expect(
      pageWords(planted)
        .flatMap((text) => strayClaims(text, phrases))
        .map((stray) => stray.split(":")[0]),
    ).toEqual(["insured", "warranty", "family business"]);
  });

  it("should make no claim on any public page that is not the registry's", async () => {
    const phrases = registryPhrases();
    const paths = await publicPaths();
    expect(paths.length).toBeGreaterThan(150);
    const found: string[] = [];
    for (let i = 0; i < paths.length; i += 6) {
      const batch = paths.slice(i, i + 6);
      const pages = await Promise.all(batch.map(async (path) => ({ path, html: await (await fetchWorker(path)).text() })));
      for (const { path, html } of pages)
        for (const stray of pageWords(html).flatMap((text) => strayClaims(text, phrases))) found.push(`${path}: ${stray}`);
    }
    report("pages", found);
    expect(found).toEqual([]);
  });

  it("should make no claim on a share image that is not the registry's", () => {
    const phrases = registryPhrases();
    // The source's choices are what a card draws once its claims are confirmed: measured against every claim confirmed.
    const confirmedPhrases = claimPhrases({ claimsConfirmed: Object.keys(claims).join(",") });
    const found = shareImageTexts(config).flatMap(({ card, text, source }) =>
      strayClaims(text, source ? confirmedPhrases : phrases).map((stray) => `${card}: ${stray}`),
    );
    report("share images", found);
    expect(found).toEqual([]);
  });

  it("should make no claim in an e-mail to a homeowner that is not the registry's", () => {
    const phrases = registryPhrases();
    const found = emailTexts(config).flatMap(({ email, text }) => strayClaims(text, phrases).map((stray) => `${email}: ${stray}`));
    report("e-mails", found);
    expect(found).toEqual([]);
  });

  it("should make no claim in the assistant's answer cards that is not the registry's", () => {
    const phrases = registryPhrases();
    const cards = answerCardTexts(config);
    const found = cards.flatMap(({ file, text }) => strayClaims(text, phrases).map((stray) => `${file}: ${stray}`));
    report(`answer cards (${cards.length})`, found);
    expect(found).toEqual([]);
  });
});

/** Prints what was found, grouped, so a failing run says where to look. */
function report(surface: string, found: string[]) {
  console.info(`claims not from the registry on ${surface}: ${found.length}`);
  const counts = new Map<string, number>();
  for (const line of found) {
    const key = line.replace(/^\/[^:]*: /, "");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [line, times] of [...counts].sort((a, b) => b[1] - a[1]))
    console.info(`  ${times}x ${line}${times === 1 ? ` (${found.find((f) => f.endsWith(line))?.split(": ")[0]})` : ""}`);
}
