import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { siteFacts } from "../../../contracts/site-facts";
import { siteConfig } from "../../config";
import type { Env } from "../../env";
import { siteKnowledge } from "../knowledge/site-knowledge";
import { localAssistant } from "../local-assistant";
import { conversationAssistant } from "./assistant";
import type { ConversationState } from "./state";
import { typedLead } from "./typed-lead";

/**
 * The kinds of failure issue 49 lists, each as a conversation in the issue's own words (never the
 * held-out set's): the replies the conversation layer gives, turn by turn, with the company's clock.
 * Each was seen failing on the site's search alone (the assistant before the conversation layer).
 */

const config = siteConfig(env as Env);
const PHONE = config.phone;
const line = new RegExp(PHONE.replace(/[()]/g, "\\$&"));
const first = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z¿¡])/)[0] ?? "";
const YES = /^\s*(yes|yeah|yep|sure|absolutely|of course|s[ií])\b/i;

/** A weekday morning in the office's hours, a Saturday, and 11 at night (America/New_York, EST). */
const WEEKDAY = "2026-12-09T10:00:00-05:00";
const SATURDAY = "2026-12-12T10:00:00-05:00";
const NIGHT = "2026-12-09T23:00:00-05:00";

async function talk(messages: readonly string[], at = WEEKDAY) {
  const knowledge = await siteKnowledge(env, Date.now());
  const facts = siteFacts(config);
  const layer = conversationAssistant(localAssistant);
  let state: ConversationState | undefined;
  const replies: string[] = [];
  const history: { id: string; role: "user" | "assistant"; content: string; timestamp: string }[] = [];
  for (const [n, message] of messages.entries()) {
    const now = new Date(Date.parse(at) + n * 60_000);
    const input = { message, history, leadCaptured: false, contact: state?.person ?? {}, phone: PHONE, facts, knowledge };
    const reply = await layer.converse({ ...input, now, config, ...(state ? { state } : {}) });
    state = reply.state;
    replies.push(reply.response);
    history.push(
      { id: `u${n}`, role: "user", content: message, timestamp: now.toISOString() },
      { id: `a${n}`, role: "assistant", content: replies.at(-1)!, timestamp: now.toISOString() },
    );
  }
  return { replies, state };
}

describe("a conversation, as issue 49 found it failing", () => {
  it("should keep the thread: a count after a price gives the total, and the total is not the per-window sentence again", async () => {
    const { replies } = await talk(["how much per window", "we have 11 of them", "so what's the total"]);
    expect(replies[1]).toMatch(/\$7,700 to \$16,500/);
    expect(replies[2]).toMatch(/\$\d{1,2},\d{3} to \$\d{1,2},\d{3}/);
    expect(replies[2]).not.toBe(replies[1]);
    expect(replies[1]).not.toMatch(/not sure/i);
  });

  it("should price the other material a follow-up names, and the price in the town asked about", async () => {
    const siding = await talk(["how much is vinyl siding", "and fiber cement?"]);
    expect(first(siding.replies[1]!)).toMatch(/fiber cement siding runs about \$10 to \$17/i);
    const roof = await talk(["how much does a new roof cost", "what about in Salisbury?"]);
    expect(first(roof.replies[1]!)).toMatch(/\$\d/);
    expect(roof.replies[1]).toMatch(/Salisbury/);
  });

  it("should answer how long each shingle lasts with lifespans, not the workmanship warranty", async () => {
    const { replies } = await talk(["what kinds of shingles do you put on", "how long does each last"]);
    expect(replies[1]).toMatch(/25 to 30 years/);
    expect(replies[1]).not.toMatch(/workmanship warranty/i);
  });

  it("should multiply the quantities given by the price model's unit prices", async () => {
    const gutters = await talk(["we need about 150 feet of gutter, what would that cost"]);
    expect(gutters.replies[0]).toMatch(/\$1,800 to \$3,300/);
    const siding = await talk(["how much for 1,500 sq ft of wall in vinyl siding"]);
    expect(siding.replies[0]).toMatch(/\$6,[78]\d0 to \$12,000/);
  });

  it("should say yes to commercial low-slope roofs, which we do", async () => {
    const { replies } = await talk(["do you do commercial flat roofs?"]);
    expect(first(replies[0]!)).toMatch(/^yes/i);
  });

  it("should keep the 24/7 line first in every message of an emergency, and 911 first for a tree", async () => {
    const { replies } = await talk(
      ["water is coming through the ceiling", "it's 11 at night, will anyone answer?", "what do I do until someone gets here"],
      NIGHT,
    );
    for (const reply of replies) expect(first(reply)).toMatch(line);
    expect(replies[1]).not.toMatch(/not sure/i);
    expect(replies[2]).not.toMatch(/insurance|adjuster|paperwork/i);
    const tree = await talk(["a tree fell through our roof"], NIGHT);
    expect(first(tree.replies[0]!)).toMatch(/911|utility/);
    const climb = await talk(["water is pouring in through the ceiling", "should I go up to tarp it?"], NIGHT);
    expect(first(climb.replies[1]!)).toMatch(/^no\b/i);
    expect(first(climb.replies[1]!)).toMatch(line);
  });

  it("should answer a leak happening now as an emergency with its page, never as a complaint about our work", async () => {
    for (const message of ["My roof is leaking right now", "my roof is leaking"]) {
      const { replies } = await talk([message]);
      expect(first(replies[0]!), message).toMatch(line);
      expect(replies[0], message).not.toMatch(/sorry, that shouldn't have happened|warranty/i);
      expect(replies[0], message).toContain("(/emergency-roof-repair)");
    }
  });

  it("should say once, after the details are in, that it has them, and not on every answer after", async () => {
    const knowledge = await siteKnowledge(env, Date.now());
    const layer = conversationAssistant(localAssistant);
    const history: { id: string; role: "user" | "assistant"; content: string; timestamp: string }[] = [];
    const said: string[] = [];
    for (const [n, message] of ["How much does a new roof cost?", "Can I get a quote for new windows too?"].entries()) {
      const input = { message, history, leadCaptured: true, contact: {}, phone: PHONE, facts: siteFacts(config), knowledge };
      const reply = await layer.converse({ ...input, now: new Date(Date.parse(WEEKDAY) + n * 60_000), config });
      said.push(reply.response);
      history.push({ id: `a${n}`, role: "assistant", content: reply.response, timestamp: WEEKDAY });
    }
    expect(said[0]).toContain("We already have your details");
    expect(said[0]!.endsWith("not this business's prices yet.)")).toBe(true);
    expect(said[1]).not.toContain("We already have your details");
  });

  it("should say yes to no offer, certification or visit nobody confirmed", async () => {
    for (const question of ["is there 0% for 12 months?", "are you EPA RRP certified?", "are you bonded?"]) {
      const { replies } = await talk([question]);
      expect(replies[0], question).not.toMatch(YES);
      expect(replies[0], question).not.toMatch(/loan terms|months/i);
    }
    const { replies } = await talk(["can someone come tomorrow?"], SATURDAY);
    expect(first(replies[0]!)).toMatch(/^no\b/i);
    expect(replies[0]).toMatch(/Monday/);
  });

  it("should apologise to an unhappy customer first, never pitch or refuse", async () => {
    for (const message of ["you did my roof last year and it's leaking again", "your crew left nails in my driveway"]) {
      const { replies } = await talk([message]);
      expect(first(replies[0]!), message).toMatch(/sorry|apolog/i);
      expect(replies[0], message).not.toMatch(/free inspection|can't help|decks, fences/i);
    }
  });

  it("should make one lead of a name, phone and e-mail given over several messages", async () => {
    const { state } = await talk(["this is Dana, 410 555 0134", "last name Ortiz, email dana@example.com"]);
    expect(typedLead(state!)).toMatchObject({ firstName: "Dana", lastName: "Ortiz", email: "dana@example.com" });
  });

  it("should find misspelled towns, ZIP codes and the truly nearest served town over the line", async () => {
    const misspelled = await talk(["do you work in elicott city"]);
    expect(misspelled.replies[0]).toMatch(/Ellicott City/);
    const zip = await talk(["do you come to 21228"]);
    expect(zip.replies[0]).toMatch(/Catonsville/);
    const over = await talk(["im in hanover pa, do you come out here"]);
    expect(over.replies[0]).toMatch(/outside our service area/);
    expect(over.replies[0]).not.toMatch(/^yes/i);
  });

  it("should answer a Spanish question in Spanish, with the phone and the price the card holds", async () => {
    const { replies } = await talk(["hola, cuánto cuesta un techo nuevo?", "y en total para 2000 pies cuadrados?"]);
    expect(replies[0]).toMatch(/cuesta/);
    expect(replies[0]).not.toMatch(/\b(the|please|your)\b/i);
    expect(replies[1]).toMatch(/instalado/);
  });
});
