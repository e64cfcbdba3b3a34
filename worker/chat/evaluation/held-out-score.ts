import type { ChatLead } from "../../../contracts/chat";
import type { SiteConfig } from "../../../contracts/site-config";
import { siteFacts } from "../../../contracts/site-facts";
import { conversationAssistant } from "../conversation/assistant";
import type { ConversationState } from "../conversation/state";
import { typedLead } from "../conversation/typed-lead";
import { answerProblems } from "../knowledge/answer-check";
import type { KnowledgeIndex } from "../knowledge/index";
import { localAssistant } from "../local-assistant";
import heldOut from "./held-out/conversations.json";

/**
 * Scores the held-out set (held-out/conversations.json, written by a judge who never read the
 * code; frozen, split by its seed into "tune" and "held-back"). Each conversation runs with its
 * own clock (`now`, the company's time zone) and page; each reply is judged on the checks its
 * turn gives and on the generic ones: never the previous reply word for word, never a second
 * greeting, no page or figure outside the sources. A conversation passes when every reply does.
 */

export type Half = "tune" | "held-back";
interface Expect {
  criteria: string[];
  note: string;
  first?: string[];
  all?: string[];
  any?: string[];
  none?: string[];
  links?: string[];
  total?: { min: number; max: number };
  emergencyLine?: boolean;
  noYes?: boolean;
  lead?: Partial<Record<"firstName" | "lastName" | "phone" | "email", string>>;
}
interface Conversation {
  id: string;
  category: string;
  half: Half;
  now: string;
  page?: string;
  turns: { user: string; expect: Expect }[];
}

const heldOutSet = heldOut as unknown as { criteria: string[]; conversations: Conversation[] };

export interface ReplyVerdict {
  conversation: Conversation;
  turn: number;
  user: string;
  reply: string;
  /** Checks that failed, by name, with what was wrong. */
  failed: { check: string; why: string }[];
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z¿¡(["0-9$])/).filter(Boolean);
const matches = (text: string, source: string) => new RegExp(source, "i").test(text);
const figures = (text: string) =>
  [...text.matchAll(/\$\s?(\d{1,3}(?:[,.]\d{3})+|\d+)(?:\.\d{2})?/g)].map((m) => ({
    value: Number(m[1]!.replace(/[,.]/g, "")),
    at: m.index,
  }));

/** A total in range: a stated range with both ends inside, or a single figure inside that is not the end of a wider range. */
function totalWithin(text: string, { min, max }: { min: number; max: number }): boolean {
  const found = figures(text);
  const inside = (v: number) => v >= min && v <= max;
  for (let at = 0; at < found.length; at++) {
    const [a, b] = [found[at]!, found[at + 1]];
    const paired = b && /^\s*(to|-|–|a|and|y)\s*$/.test(text.slice(a.at + String(a.value).length, b.at).replace(/[\d,.$]/g, ""));
    if (paired && inside(a.value) && inside(b.value)) return true;
    if (!paired && inside(a.value) && !(at > 0 && /(to|-|–|a)\s*$/.test(text.slice(0, a.at)))) return true;
  }
  return false;
}

function linked(text: string, links: readonly string[]): boolean {
  return links.some((path) => {
    const prefix = path.endsWith("-") || path.endsWith("/");
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(\\]\\(|\\s|^)${escaped}${prefix ? "" : "(?=[)#\\s.,]|$)"}`).test(text);
  });
}

const GREETING = /^(hi|hello|hey|hola|good (morning|afternoon|evening))\b/i;
const YES = /(^|[.!?]\s+|\s)(yes|yeah|yep|sí)\b/i;

/** Runs and judges every conversation of a half. */
export async function scoreHeldOut(half: Half, config: SiteConfig, knowledge: KnowledgeIndex): Promise<ReplyVerdict[]> {
  const assistant = conversationAssistant(localAssistant);
  const facts = siteFacts(config);
  const phoneDigits = config.phone.replace(/\D/g, "");
  const phoneLine = new RegExp(phoneDigits.replace(/^(\d{3})(\d{3})(\d{4})$/, "\\(?$1\\)?[ .-]?$2[ .-]?$3|$1$2$3"));
  const verdicts: ReplyVerdict[] = [];
  for (const conversation of heldOutSet.conversations.filter((c) => c.half === half)) {
    let state: ConversationState | undefined;
    let lead: ChatLead | null = null;
    const history: { id: string; role: "user" | "assistant"; content: string; timestamp: string }[] = [];
    let previous: string | undefined;
    let greeted = false;
    for (const [at, turn] of conversation.turns.entries()) {
      const now = new Date(Date.parse(conversation.now) + at * 60_000);
      const reply = await assistant.converse({
        message: turn.user,
        history,
        leadCaptured: lead !== null,
        contact: state?.person ?? {},
        phone: config.phone,
        facts,
        knowledge,
        now,
        config,
        ...(state ? { state } : {}),
      });
      state = reply.state;
      // The session captures a lead once the typed details are complete (worker/chat/session.ts).
      lead ??= typedLead(state);
      const text = reply.response;
      const failed: ReplyVerdict["failed"] = [];
      const x = turn.expect;
      const first = sentences(text)[0] ?? "";
      if (x.first && !x.first.some((source) => matches(first, source)))
        failed.push({ check: "first", why: `first sentence matches none of ${x.first.join(" | ")}` });
      for (const source of x.all ?? []) if (!matches(text, source)) failed.push({ check: "all", why: `does not match /${source}/` });
      if (x.any && !x.any.some((source) => matches(text, source)))
        failed.push({ check: "any", why: `matches none of ${x.any.join(" | ")}` });
      for (const source of x.none ?? []) if (matches(text, source)) failed.push({ check: "none", why: `matches /${source}/` });
      if (x.links && !linked(text, x.links)) failed.push({ check: "links", why: `links none of ${x.links.join(", ")}` });
      if (x.total && !totalWithin(text, x.total)) failed.push({ check: "total", why: `no total within ${x.total.min}-${x.total.max}` });
      if (x.emergencyLine && !phoneLine.test(first))
        failed.push({ check: "emergencyLine", why: "the 24/7 line is not in the first sentence" });
      if (x.noYes && YES.test(text)) failed.push({ check: "noYes", why: "answers yes" });
      if (x.lead) {
        const held = lead ? { ...lead, phone: lead.phone.replace(/\D/g, "").replace(/^1(\d{10})$/, "$1") } : null;
        const wrong = Object.entries(x.lead).filter(
          ([key, value]) => !held || String(held[key as keyof typeof held] ?? "").toLowerCase() !== value.toLowerCase(),
        );
        if (wrong.length)
          failed.push({
            check: "lead",
            why: held ? `the lead holds ${wrong.map(([k]) => `${k} ${held[k as keyof typeof held]}`).join(", ")}` : "no lead captured",
          });
      }
      if (previous !== undefined && text === previous) failed.push({ check: "repeat", why: "repeats the previous reply word for word" });
      if (greeted && GREETING.test(text)) failed.push({ check: "greeting", why: "greets a second time" });
      const computed = new Set(reply.computed.map((n) => `$${n.toLocaleString("en-US")}`));
      const problems = answerProblems(text, knowledge, ["/schedule", "/contact"]).filter(
        (p) => ![...computed].some((figure) => p.includes(`states ${figure},`)),
      );
      for (const problem of problems) failed.push({ check: "sources", why: problem });
      verdicts.push({ conversation, turn: at + 1, user: turn.user, reply: text, failed });
      previous = text;
      greeted ||= GREETING.test(text);
      history.push(
        { id: `u${at}`, role: "user", content: turn.user, timestamp: now.toISOString() },
        { id: `a${at}`, role: "assistant", content: text, timestamp: now.toISOString() },
      );
    }
  }
  return verdicts;
}

interface HeldOutScores {
  conversations: { passed: number; total: number };
  categories: { category: string; passed: number; total: number }[];
  criteria: { criterion: string; passed: number; total: number }[];
  checks: { check: string; failed: number }[];
  emergencyLine: { passed: number; total: number };
  yesToUnconfirmed: number;
  repeats: number;
}

function heldOutScores(verdicts: readonly ReplyVerdict[]): HeldOutScores {
  const byConversation = new Map<string, ReplyVerdict[]>();
  for (const v of verdicts) byConversation.set(v.conversation.id, [...(byConversation.get(v.conversation.id) ?? []), v]);
  const passedConversation = (list: readonly ReplyVerdict[]) => list.every((v) => v.failed.length === 0);
  const categories = [...new Set(verdicts.map((v) => v.conversation.category))].map((category) => {
    const lists = [...byConversation.values()].filter((list) => list[0]!.conversation.category === category);
    return { category, passed: lists.filter(passedConversation).length, total: lists.length };
  });
  const criteria = heldOutSet.criteria.map((criterion) => {
    const list = verdicts.filter((v) => v.conversation.turns[v.turn - 1]!.expect.criteria.includes(criterion));
    return { criterion, passed: list.filter((v) => v.failed.length === 0).length, total: list.length };
  });
  const names = ["first", "all", "any", "none", "links", "total", "emergencyLine", "noYes", "lead", "repeat", "greeting", "sources"];
  const withLine = verdicts.filter((v) => v.conversation.turns[v.turn - 1]!.expect.emergencyLine);
  return {
    conversations: { passed: [...byConversation.values()].filter(passedConversation).length, total: byConversation.size },
    categories,
    criteria,
    checks: names.map((check) => ({ check, failed: verdicts.filter((v) => v.failed.some((f) => f.check === check)).length })),
    emergencyLine: { passed: withLine.filter((v) => !v.failed.some((f) => f.check === "emergencyLine")).length, total: withLine.length },
    yesToUnconfirmed: verdicts.filter((v) => v.failed.some((f) => f.check === "noYes")).length,
    repeats: verdicts.filter((v) => v.failed.some((f) => f.check === "repeat")).length,
  };
}

/** The budgets on the held-back half (issue 49; bench/README.md lists them with the others). */
const HELD_OUT_BUDGETS = { conversations: 0.9, emergencyLine: 1, yesToUnconfirmed: 0, repeats: 0 } as const;

const pct = (passed: number, total: number) =>
  `${passed}/${total}`.padStart(7) + `  ${total ? ((passed / total) * 100).toFixed(1) : "100.0"}%`.padStart(8);

/** The report `npm run bench:assistant` prints: scores per criterion and category, the budgets, every miss. */
export function heldOutReport(half: Half, verdicts: readonly ReplyVerdict[]): string {
  const s = heldOutScores(verdicts);
  const replies = verdicts.filter((v) => v.failed.length === 0).length;
  const misses = verdicts
    .filter((v) => v.failed.length > 0)
    .map(
      (v) =>
        `- [${v.conversation.category}] ${v.conversation.id} turn ${v.turn} (${v.conversation.now}): ${JSON.stringify(v.user)}\n    failed: ${v.failed.map((f) => `${f.check}: ${f.why}`).join("; ")}\n    -> ${v.reply}`,
    );
  return [
    `held-out set, ${half} half: conversations passing every reply ${pct(s.conversations.passed, s.conversations.total)}; replies passing ${pct(replies, verdicts.length)}`,
    "",
    `${"criterion".padEnd(26)}  replies passing`,
    ...s.criteria.map((c) => `${c.criterion.padEnd(26)} ${pct(c.passed, c.total)}`),
    "",
    `${"category".padEnd(26)}  conversations passing`,
    ...s.categories.map((c) => `${c.category.padEnd(26)} ${pct(c.passed, c.total)}`),
    "",
    `checks failed: ${s.checks.map((c) => `${c.check} ${c.failed}`).join(", ")}`,
    `budgets: conversations >= ${HELD_OUT_BUDGETS.conversations * 100}%: ${((s.conversations.passed / Math.max(1, s.conversations.total)) * 100).toFixed(1)}%; emergency line kept ${s.emergencyLine.passed}/${s.emergencyLine.total} (budget all); "yes" to an unconfirmed capability ${s.yesToUnconfirmed} (budget 0); repeated replies ${s.repeats} (budget 0)`,
    "",
    `misses (${misses.length}):`,
    ...misses,
  ].join("\n");
}
