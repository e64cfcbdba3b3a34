import { describe, expect, it } from "vitest";
import { claimFigures } from "./business";

/**
 * One source for every claim: the figures below live in content/business.ts and every page,
 * article and component interpolates them. A figure typed out anywhere else in content/ or
 * client/ is a second source that a contractor changing it would miss.
 */
const sources = {
  ...import.meta.glob<string>(["./**/*.{ts,tsx,json,md}", "!./business.ts", "!./**/*.test.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
  ...import.meta.glob<string>(["../client/**/*.{ts,tsx}", "!../client/**/*.test.{ts,tsx}"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const figure = (text: string) => escapeRegExp(String(text));
const years = Number.parseInt(claimFigures.yearsInBusiness, 10);
const bigNumber = (text: string) => figure(text.replace(/\+$/, ""));

/** Each claim figure as prose and tiles spell it; ordinary numbers (a 25-year-old roof, 20 to 30 years of life) pass. */
const CLAIM_PATTERNS: readonly [string, RegExp][] = [
  ["founding year", new RegExp(`\\b${claimFigures.founded}\\b`)],
  [
    "years in business",
    new RegExp(
      `\\b${figure(claimFigures.yearsInBusiness)}|\\b(more than|over|nearly)\\s+${years}\\s+years|\\b${years}\\s+years in business|thirty years in business`,
      "i",
    ),
  ],
  ["projects completed", new RegExp(`\\b${figure(claimFigures.projectsCompleted)}|\\b15,000\\+?\\s+(projects|jobs|homes|roofs)`, "i")],
  [
    "satisfied customers",
    new RegExp(
      `\\b${bigNumber(claimFigures.satisfiedCustomers)}\\+?\\s+(satisfied|customers|homeowners|clients)|"${figure(claimFigures.satisfiedCustomers)}"`,
      "i",
    ),
  ],
  ["BBB rating", new RegExp(`(^|[^\\w])${figure(claimFigures.bbbRating)}(?![\\w])`)],
  [
    "review rating",
    new RegExp(`\\b${figure(String(claimFigures.rating.value))}\\b(?!\\d)|\\b${claimFigures.rating.count}\\s+(customer\\s+)?reviews`),
  ],
  [
    "warranty",
    new RegExp(
      `\\b${claimFigures.warrantyYears}[- ]years?(\\s+\\w+){0,2}\\s+warrant|warrant\\w*"?,?\\s*(value:\\s*)?"${claimFigures.warrantyYears}\\s+years`,
      "i",
    ),
  ],
];

/** Every claim figure typed out in a file: "path:line: kind: text". */
function claimLiterals(): string[] {
  const found: string[] = [];
  for (const [path, text] of Object.entries(sources)) {
    text.split("\n").forEach((line, index) => {
      for (const [kind, pattern] of CLAIM_PATTERNS) {
        const match = pattern.exec(line);
        if (match) found.push(`${path.replace(/^\.\.\//, "").replace(/^\.\//, "content/")}:${index + 1}: ${kind}: ${match[0]}`);
      }
    });
  }
  return found;
}

/** content/, client/, contracts/ and worker/: every place a page, the chat or an e-mail says something. */
const allSources: Record<string, string> = {
  ...sources,
  ...import.meta.glob<string>(
    ["../worker/**/*.{ts,tsx}", "!../worker/**/*.test.{ts,tsx}", "!../worker/chat/evaluation/**", "!../worker/test/**"],
    {
      query: "?raw",
      import: "default",
      eager: true,
    },
  ),
  ...import.meta.glob<string>(["../contracts/**/*.ts", "!../contracts/**/*.test.ts"], { query: "?raw", import: "default", eager: true }),
};

/**
 * Statements about how the business works (crews, certifications, partners, insurance, response
 * times), as page text says them: each lives in content/business.ts `statements` (or, for the
 * call-back promise, configuration: `callbackPromise`), never written out elsewhere.
 */
const STATEMENT_PATTERNS: readonly [string, RegExp][] = [
  ["crews", /\bown (installation )?crews\b|\bsupervisor\b/i],
  ["certification", /\btop[- ](tier|contractor)\b|\b(we|us|our)\b[^.]{0,40}(?<!\{)\bcertification\b/i],
  ["financing partners", /\blend(ing|er) partners?\b/i],
  ["licensed and insured", /\blicensed,? (and )?insured\b|\binsured (crews|team|contractor)\b/i],
  ["lead-safe certification", /\b(we|our)\b[^.]{0,60}\b(lead-safe|RRP|certified (firm|renovator))/i],
  ["response time", /\b(contact|call|reach out|be in touch|respond|get back)\w*\b[^.]{0,40}\bwithin \d+ hours?\b/i],
];

/** Every statement written out outside content/business.ts: "path:line: kind: text". */
function statementLiterals(): string[] {
  const found: string[] = [];
  for (const [path, text] of Object.entries(allSources)) {
    if (path.endsWith("/business.ts") && path.includes("content")) continue;
    text.split("\n").forEach((line, index) => {
      // Comments speak to developers, not to visitors.
      if (/^\s*(\*|\/\*|\/\/)/.test(line)) return;
      for (const [kind, pattern] of STATEMENT_PATTERNS) {
        const match = pattern.exec(line);
        if (match) found.push(`${path.replace(/^\.\.\//, "").replace(/^\.\//, "content/")}:${index + 1}: ${kind}: ${match[0]}`);
      }
    });
  }
  return found;
}

describe("statements about the business", () => {
  it("should find each kind of statement when it is written out", () => {
    const lines = [
      "Our own installation crews, with a supervisor overseeing every job",
      "We hold a top-contractor certification from a major shingle manufacturer",
      "We offer financing through third-party lending partners",
      "We are licensed and insured in Maryland and Delaware",
      "We also follow the EPA's lead-safe work practices on older homes",
      "Our team will contact you within 2 hours.",
    ];
    for (const [index, [kind, pattern]] of STATEMENT_PATTERNS.entries()) expect(pattern.test(lines[index]!), kind).toBe(true);
    for (const ordinary of [
      "EPA rules require lead-safe certified renovators.",
      "Out-of-town crews knock on doors after every storm.",
      "dry water-damaged areas within 24 to 48 hours",
      "Fully Insured",
    ])
      expect(
        STATEMENT_PATTERNS.some(([, pattern]) => pattern.test(ordinary)),
        ordinary,
      ).toBe(false);
  });

  it("should come from content/business.ts or configuration only, never written out elsewhere", () => {
    expect(Object.keys(allSources).length).toBeGreaterThan(300);
    const found = statementLiterals();
    console.info(`business statements outside content/business.ts: ${found.length}`);
    expect(found).toEqual([]);
  });
});

describe("claims", () => {
  it("should find each kind of claim figure when it is typed out", () => {
    const lines = [
      `Serving homes since ${claimFigures.founded}.`,
      `${claimFigures.yearsInBusiness} years of experience`,
      `${claimFigures.projectsCompleted} projects`,
      `Over ${claimFigures.satisfiedCustomers.replace("+", "")} satisfied customers`,
      `BBB ${claimFigures.bbbRating} rating`,
      `${claimFigures.rating.value} from ${claimFigures.rating.count} reviews`,
      `a ${claimFigures.warrantyYears}-year workmanship warranty`,
      `{ label: "Warranty", value: "${claimFigures.warrantyYears} years" }`,
    ];
    for (const [index, [kind, pattern]] of CLAIM_PATTERNS.entries()) expect(pattern.test(lines[index]!), kind).toBe(true);
    for (const ordinary of ["a 25-year-old roof", "lasts 20 to 30 years", "between 400 and 15,000 square feet", "a 30-day waiting period"])
      expect(
        CLAIM_PATTERNS.some(([, pattern]) => pattern.test(ordinary)),
        ordinary,
      ).toBe(false);
  });

  it("should come from content/business.ts only, never typed out in content/ or client/", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = claimLiterals();
    console.info(`claim literals outside content/business.ts: ${found.length}`);
    expect(found).toEqual([]);
  });
});
