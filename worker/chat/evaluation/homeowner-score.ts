import type { ChatMessage } from "../../../contracts/chat";
import { localities } from "../../landing/localities";
import type { AssistantInput, AssistantReply } from "../assistant";
import { type ContactHints, extractContact, mergeContact } from "../extract";
import { answerProblems } from "../knowledge/answer-check";
import type { KnowledgeIndex } from "../knowledge/index";
import { HOMEOWNER_CATEGORIES, type HomeownerCase, type HomeownerCategory } from "./homeowner-conversations";

/**
 * Scores the homeowner set (homeowner-conversations.ts) rule by rule: each answer is judged on
 * its verdict, its page, what it must not say, its length, names, link labels, echoed FAQ
 * questions and the pages and figures it states.
 */

const RULES = ["verdict", "page", "must not say", "words", "false name", "link labels", "echoed FAQ", "site pages and figures"] as const;
type Rule = (typeof RULES)[number];

export interface HomeownerVerdict {
  case: HomeownerCase;
  reply: AssistantReply;
  /** The rules this answer breaks, each with what was wrong. */
  misses: Partial<Record<Rule, string>>;
  /** The rules that applied to it. */
  applied: Rule[];
}

const DEFAULT_WORDS = 80;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9[("'])/).filter(Boolean);
const wordsOf = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter(Boolean).length;
const linksOf = (text: string) => [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map(([, label, path]) => ({ label: label!, path: path! }));

/** The 24/7 line in the opening: the first sentence, or the second after a short word of sympathy. */
function opensWithTheLine(text: string, phone: string): boolean {
  const [first = "", second = ""] = sentencesOf(text);
  const has = (sentence: string) => sentence.includes("24/7") && sentence.includes(phone);
  return has(first) || (wordsOf(first) <= 8 && has(second));
}

function verdictMiss(text: string, verdict: HomeownerCase["verdict"], phone: string): string | undefined {
  const first = sentencesOf(text)[0] ?? "";
  switch (verdict) {
    case undefined:
      return undefined;
    case "yes":
      return /^(yes|yep|yeah|sure|absolutely|of course)\b/i.test(first) ? undefined : "the first sentence is not a yes";
    case "no":
      return /\b(no|not|sorry|can't|cannot|don't|outside)\b/i.test(first) ? undefined : "the first sentence is not a no";
    case "figure":
      return /\$\d/.test(first) ? undefined : "the first sentence states no figure";
    case "emergency":
      return opensWithTheLine(text, phone) ? undefined : "the 24/7 line is not in the opening";
  }
}

const TOWNS = [...localities.values()].map((town) => ({ name: town.name, slug: town.slug }));
const SERVICE_WORDS: readonly [RegExp, (path: string) => boolean][] = [
  [/\broof/i, (path) => /roof/.test(path)],
  [/\bsiding\b/i, (path) => /siding/.test(path)],
  [/\bwindows?\b/i, (path) => /window/.test(path)],
  [/\bgutters?\b/i, (path) => /gutter/.test(path) || path === "/roofing"],
];
/** Pages about every service: any service may name them. */
const GENERAL = new Set(["/", "/services", "/projects", "/schedule", "/contact", "/financing", "/warranty", "/about"]);

/** A link whose label names another service or town than the page it leads to. */
function labelMismatch(label: string, path: string): string | undefined {
  const page = path.split(/[#?]/)[0]!;
  for (const town of TOWNS) {
    if (!new RegExp(`\\b${town.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(label)) continue;
    if (!page.endsWith(`-${town.slug}`) && !page.startsWith(`/${town.slug}-`)) return `[${label}](${path}) names ${town.name}`;
  }
  if (GENERAL.has(page)) return undefined;
  // The instant estimate prices each service at its own address: /roof-replacement-estimate?for=siding.
  for (const [word, fits] of SERVICE_WORDS)
    if (word.test(label) && !fits(page) && !fits(path)) return `[${label}](${path}) names another service`;
  return undefined;
}

function judge(c: HomeownerCase, reply: AssistantReply, index: KnowledgeIndex, phone: string, faqs: readonly string[]) {
  const text = reply.response;
  const misses: HomeownerVerdict["misses"] = {};
  const applied: Rule[] = ["must not say", "words", "false name", "link labels", "echoed FAQ", "site pages and figures"];
  if (c.verdict) {
    applied.push("verdict");
    const miss = verdictMiss(text, c.verdict, phone);
    if (miss) misses.verdict = miss;
  }
  if (c.links) {
    applied.push("page");
    const found = c.links.some((page) =>
      /[-/]$/.test(page) ? text.includes(`](${page}`) : text.includes(`](${page})`) || text.includes(`](${page}#`),
    );
    if (!found) misses.page = `links none of ${c.links.join(", ")}`;
  }
  // Case-sensitive: "Done" as a name is wrong, "the window is done" is not.
  const said = (c.never ?? []).filter((unwanted) => text.includes(unwanted));
  if (said.length > 0) misses["must not say"] = `says ${said.map((s) => JSON.stringify(s)).join(", ")}`;
  const limit = c.words ?? DEFAULT_WORDS;
  if (wordsOf(text) > limit) misses.words = `${wordsOf(text)} words (at most ${limit})`;
  const thanked = [...text.matchAll(/\b(?:Thanks|Thank you|Hi|Hello),? ([A-Z][a-z'-]+)\b/g)].map(([, name]) => name!);
  const wrong = thanked.filter((name) => name !== c.name);
  if (wrong.length > 0) misses["false name"] = `calls the visitor ${wrong.join(", ")}`;
  const labels = linksOf(text)
    .map(({ label, path }) => labelMismatch(label, path))
    .filter(Boolean);
  if (labels.length > 0) misses["link labels"] = labels.join("; ");
  const echoed = faqs.filter((question) => question.length > 20 && text.includes(question));
  if (echoed.length > 0) misses["echoed FAQ"] = `echoes ${JSON.stringify(echoed[0])}`;
  const problems = answerProblems(text, index, ["/schedule", "/contact"]);
  if (problems.length > 0) misses["site pages and figures"] = problems.join("; ");
  return { misses, applied };
}

export type Ask = (input: Pick<AssistantInput, "message" | "history" | "contact">) => Promise<AssistantReply>;

/** Each case as a conversation: its earlier messages answered in turn, its last one judged. */
export async function evaluateHomeowners(
  cases: readonly HomeownerCase[],
  ask: Ask,
  index: KnowledgeIndex,
  phone: string,
): Promise<HomeownerVerdict[]> {
  const faqs = index.faqQuestions();
  const verdicts: HomeownerVerdict[] = [];
  for (const c of cases) {
    const history: ChatMessage[] = [];
    let contact: ContactHints = {};
    let reply: AssistantReply | undefined;
    for (const [at, message] of c.turns.entries()) {
      contact = mergeContact(contact, extractContact(message));
      reply = await ask({ message, history: [...history], contact });
      const timestamp = new Date(Date.UTC(2026, 4, 4, 12, 0, at)).toISOString();
      history.push(
        { id: `u${at}`, role: "user", content: message, timestamp },
        { id: `a${at}`, role: "assistant", content: reply.response, timestamp },
      );
    }
    verdicts.push({ case: c, reply: reply!, ...judge(c, reply!, index, phone, faqs) });
  }
  return verdicts;
}

export interface HomeownerScores {
  rules: { rule: Rule; passed: number; total: number }[];
  categories: { category: HomeownerCategory | "overall"; passed: number; total: number }[];
  emergencies: { passed: number; total: number };
  falseNames: number;
  labelMismatches: number;
}

export function homeownerScores(verdicts: readonly HomeownerVerdict[]): HomeownerScores {
  const clean = (v: HomeownerVerdict) => Object.keys(v.misses).length === 0;
  const emergencies = verdicts.filter((v) => v.case.verdict === "emergency");
  return {
    rules: RULES.map((rule) => {
      const applied = verdicts.filter((v) => v.applied.includes(rule));
      return { rule, passed: applied.filter((v) => !v.misses[rule]).length, total: applied.length };
    }),
    categories: [
      ...HOMEOWNER_CATEGORIES.map((category) => {
        const list = verdicts.filter((v) => v.case.category === category);
        return { category, passed: list.filter(clean).length, total: list.length };
      }),
      { category: "overall" as const, passed: verdicts.filter(clean).length, total: verdicts.length },
    ],
    emergencies: { passed: emergencies.filter((v) => !v.misses.verdict).length, total: emergencies.length },
    falseNames: verdicts.filter((v) => v.misses["false name"]).length,
    labelMismatches: verdicts.filter((v) => v.misses["link labels"]).length,
  };
}

const percent = (passed: number, total: number) =>
  `${`${passed}/${total}`.padStart(7)}  ${((total ? passed / total : 1) * 100).toFixed(1).padStart(5)}%`;

/** The scores per rule and per category, the budgets, and every miss, as `npm run bench:assistant` prints them. */
export function homeownerReport(verdicts: readonly HomeownerVerdict[]): string {
  const scores = homeownerScores(verdicts);
  const misses = verdicts
    .filter((v) => Object.keys(v.misses).length > 0)
    .map(
      (v) =>
        `- [${v.case.category}] ${v.case.turns.map((t) => JSON.stringify(t)).join(" -> ")}: ${Object.entries(v.misses)
          .map(([rule, what]) => `${rule}: ${what}`)
          .join("; ")}\n    -> ${v.reply.response}`,
    );
  return [
    `homeowner set: ${verdicts.length} conversations`,
    `${"rule".padEnd(30)} ${"passed".padStart(7)}  share`,
    ...scores.rules.map((r) => `${r.rule.padEnd(30)} ${percent(r.passed, r.total)}`),
    "",
    `${"category (every rule)".padEnd(30)} ${"passed".padStart(7)}  share`,
    ...scores.categories.map((c) => `${c.category.padEnd(30)} ${percent(c.passed, c.total)}`),
    "",
    `budgets: every rule ${percent(scores.categories.at(-1)!.passed, scores.categories.at(-1)!.total)} (95% needed); emergencies with the line in the opening ${percent(scores.emergencies.passed, scores.emergencies.total)} (100% needed); false names ${scores.falseNames} (0 allowed); mismatched link labels ${scores.labelMismatches} (0 allowed)`,
    "",
    `misses (${misses.length}):`,
    ...misses,
  ].join("\n");
}
