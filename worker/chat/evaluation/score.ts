import type { SiteConfig } from "../../../contracts/site-config";
import { siteFacts } from "../../../contracts/site-facts";
import type { AssistantReply } from "../assistant";
import { answerProblems } from "../knowledge/answer-check";
import type { KnowledgeIndex } from "../knowledge/index";
import { localAssistant } from "../local-assistant";
import { CATEGORIES, type Category, type VisitorMessage } from "./visitor-messages";

export interface Verdict {
  visitor: VisitorMessage;
  reply: AssistantReply;
  problems: string[];
}

const contains = (text: string, wanted: string) => text.toLowerCase().includes(wanted.toLowerCase());

/** What the reply gets wrong for this visitor message (empty when it is right). */
function judge(visitor: VisitorMessage, reply: AssistantReply, index: KnowledgeIndex): string[] {
  const problems: string[] = [];
  const text = reply.response;
  if (!text.trim()) problems.push("empty answer");
  for (const wanted of visitor.says ?? []) {
    const options = typeof wanted === "string" ? [wanted] : wanted;
    if (!options.some((option) => contains(text, option)))
      problems.push(`does not say ${options.map((o) => JSON.stringify(o)).join(" or ")}`);
  }
  if (
    visitor.links &&
    !visitor.links.some((page) =>
      page.endsWith("-") ? text.includes(`](${page}`) : text.includes(`](${page})`) || text.includes(`](${page}#`),
    )
  )
    problems.push(`does not link to ${visitor.links.join(" or ")}`);
  if (visitor.contact !== undefined && reply.needsLeadCapture !== visitor.contact)
    problems.push(visitor.contact ? "does not ask for contact details" : "asks for contact details");
  for (const unwanted of visitor.never ?? []) if (contains(text, unwanted)) problems.push(`says ${JSON.stringify(unwanted)}`);
  problems.push(...answerProblems(text, index, ["/schedule", "/contact"]));
  return problems;
}

/** The local assistant answering each message as the first of a conversation, with the site's configured facts. */
export function askLocally(config: SiteConfig, knowledge: KnowledgeIndex): (message: string) => Promise<AssistantReply> {
  const facts = siteFacts(config);
  return (message) =>
    localAssistant.reply({ message, history: [], leadCaptured: false, contact: {}, phone: config.phone, knowledge, facts });
}

export async function evaluate(
  visitors: readonly VisitorMessage[],
  ask: (message: string) => Promise<AssistantReply>,
  index: KnowledgeIndex,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const visitor of visitors) {
    const reply = await ask(visitor.message);
    verdicts.push({ visitor, reply, problems: judge(visitor, reply, index) });
  }
  return verdicts;
}

export interface Accuracy {
  category: Category | "overall";
  passed: number;
  total: number;
  share: number;
}

export function accuracy(verdicts: readonly Verdict[]): Accuracy[] {
  const of = (category: Accuracy["category"], list: readonly Verdict[]): Accuracy => {
    const passed = list.filter((v) => v.problems.length === 0).length;
    return { category, passed, total: list.length, share: list.length ? passed / list.length : 1 };
  };
  return [
    ...CATEGORIES.map((category) =>
      of(
        category,
        verdicts.filter((v) => v.visitor.category === category),
      ),
    ),
    of("overall", verdicts),
  ];
}

/** The accuracy table and every miss, as printed by `npm run bench:assistant`. */
export function report(verdicts: readonly Verdict[]): string {
  const rows = accuracy(verdicts).map(
    (a) => `${a.category.padEnd(46)} ${`${a.passed}/${a.total}`.padStart(7)}  ${(a.share * 100).toFixed(1).padStart(5)}%`,
  );
  const misses = verdicts
    .filter((v) => v.problems.length > 0)
    .map((v) => `- [${v.visitor.category}] ${JSON.stringify(v.visitor.message)}: ${v.problems.join("; ")}\n    -> ${v.reply.response}`);
  return [`${"category".padEnd(46)} ${"passed".padStart(7)}  accuracy`, ...rows, "", `misses (${misses.length}):`, ...misses].join("\n");
}
