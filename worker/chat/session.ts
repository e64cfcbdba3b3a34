import { DurableObject } from "cloudflare:workers";
import { callbackAt } from "../../contracts/callback";
import { CHAT_RETENTION_DAYS, type ChatLead, type ChatMessage, chatLeadSchema, type SendMessageResponse } from "../../contracts/chat";
import { ratingInWords } from "../../contracts/reviews";
import { officeAddress } from "../../contracts/site-config";
import { siteFacts } from "../../contracts/site-facts";
import type { Attribution } from "../../contracts/touch";
import { siteConfig } from "../config";
import { database } from "../db/client";
import type { Env } from "../env";
import { errorSummary, logEvent } from "../operations/log";
import { siteRating } from "../reviews/reviews";
import { sha256Hex } from "../security/sha256";
import { type Assistant, CALL_ME_INTENTS, CAPTURE_INTENTS, type Intent } from "./assistant";
import { conversationAssistant } from "./conversation/assistant";
import { loadBorderTowns } from "./conversation/border-towns";
import type { ConversationState } from "./conversation/state";
import { typedLead } from "./conversation/typed-lead";
import { type ContactHints, extractContact, mergeContact } from "./extract";
import { siteKnowledge } from "./knowledge/site-knowledge";
import { chatLead, storeChatLead } from "./lead";
import { localAssistant } from "./local-assistant";
import { markSamplePrices } from "./sample-prices";
import { workersAiAssistant } from "./workers-ai-assistant";

/** What the assistant adds when details typed into the chat must go through the contact form. */
export const CONFIRM_IN_FORM = "To pass your details to our team, please confirm them in the short form below.";

/** A conversation is deleted this long after its last message (docs/decisions/006-chat.md). */
export const RETENTION_MS = CHAT_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/** Visitor messages allowed per conversation, and per minute. */
export const MESSAGE_LIMITS = { perSession: 60, perMinute: 8 } as const;

/** Where a request came from: stored with a lead as its consent record. */
export interface VisitorContext {
  /** A secret the visitor's browser holds in an HttpOnly cookie; the session belongs to it. */
  owner: string;
  /** The session's id (the object's name), kept with a captured lead so erasing the person reaches this object. */
  sessionId: string;
  page: string;
  ip: string;
  userAgent: string;
  /** Where the visitor came from, when the browser sent it (docs/decisions/022a). */
  attribution?: Attribution;
}

export type SendOutcome =
  /** `leadId`: the lead this message captured, if it did. */
  | { kind: "ok"; reply: SendMessageResponse; leadId?: string }
  | { kind: "forbidden" }
  | { kind: "limited"; retryAfterSeconds: number; reason: "per-minute" | "per-session" };

export type CaptureReadiness = "ready" | "no_conversation" | "forbidden";

export type CaptureOutcome =
  | { kind: "captured"; message: string; leadId: string }
  | { kind: "refused"; message: string }
  | { kind: "invalid"; message: string }
  | { kind: "no_conversation" }
  | { kind: "forbidden" }
  | { kind: "failed" };

/** The site's search for what the conversation's cards do not answer: Workers AI when the binding is configured, else the local one. */
export function assistantFor(env: Env): Assistant {
  return env.AI ? workersAiAssistant(env.AI, localAssistant) : localAssistant;
}

/** A message that carries a phone number or an e-mail address: accepted even past the per-minute limit, so no contact is lost. */
export const carriesContact = (message: string) => {
  const found = extractContact(message);
  return Boolean(found.phone || found.email);
};

/**
 * One chat conversation (SQLite-backed): its messages, the intents read so far, the contact
 * details the visitor gave, and whether a lead was captured. It belongs to the browser that
 * sent its first message (a hashed cookie secret), and deletes itself after RETENTION_MS.
 */
export class ChatSession extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** Set while a lead is being written, so a double submit cannot make two leads. */
  private capturing = false;
  /** Tables are made by the first write, so a session nobody wrote to leaves no storage behind. */
  private tables: boolean;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.tables = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages'").toArray().length > 0;
  }

  private createTables(): void {
    if (this.tables) return;
    this.tables = true;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL,
      role TEXT NOT NULL,
      content TEXT NOT NULL,
      timestamp TEXT NOT NULL,
      intent TEXT
    )`);
    this.sql.exec("CREATE TABLE IF NOT EXISTS facts (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  }

  /**
   * The rating the assistant names: the published reviews' own once there are enough, else none
   * here (the owner's figure, named as such, comes with the site's facts). A database that does
   * not answer never holds up the reply.
   */
  private async claimedRating(): Promise<{ rating?: string }> {
    try {
      const rating = await siteRating(database(this.env.DB));
      return rating ? { rating: ratingInWords(rating) } : {};
    } catch (error) {
      logEvent("chat.rating_unavailable", { error: errorSummary(error) });
      return {};
    }
  }

  private fact<T>(key: string): T | undefined {
    if (!this.tables) return undefined;
    const row = this.sql.exec<{ value: string }>("SELECT value FROM facts WHERE key = ?", key).toArray()[0];
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  private setFact(key: string, value: unknown): void {
    this.createTables();
    this.sql.exec(
      "INSERT INTO facts (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      key,
      JSON.stringify(value),
    );
  }

  private messages(): ChatMessage[] {
    if (!this.tables) return [];
    return this.sql
      .exec<{ id: string; role: "user" | "assistant"; content: string; timestamp: string }>(
        "SELECT id, role, content, timestamp FROM messages ORDER BY seq",
      )
      .toArray()
      .map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp }));
  }

  private intents(): Intent[] {
    if (!this.tables) return [];
    return this.sql
      .exec<{ intent: Intent }>("SELECT intent FROM messages WHERE intent IS NOT NULL ORDER BY seq")
      .toArray()
      .map((r) => r.intent);
  }

  private append(role: ChatMessage["role"], content: string, now: Date, intent?: Intent): ChatMessage {
    this.createTables();
    const message: ChatMessage = { id: crypto.randomUUID(), role, content, timestamp: now.toISOString() };
    this.sql.exec(
      "INSERT INTO messages (id, role, content, timestamp, intent) VALUES (?, ?, ?, ?, ?)",
      message.id,
      role,
      content,
      message.timestamp,
      intent ?? null,
    );
    return message;
  }

  /** True when the visitor owns the session; the first visitor to write to it becomes its owner. */
  private async claim(owner: string, bind: boolean): Promise<boolean> {
    const presented = await sha256Hex(owner);
    const stored = this.fact<string>("owner");
    if (stored) return stored === presented;
    if (!bind) return false;
    this.setFact("owner", presented);
    return true;
  }

  private async keepFor(now: Date): Promise<void> {
    await this.ctx.storage.setAlarm(now.getTime() + RETENTION_MS);
  }

  /** The conversation, for its owner only; anyone else gets nothing. */
  async history(owner: string): Promise<ChatMessage[]> {
    return (await this.claim(owner, false)) ? this.messages() : [];
  }

  /**
   * A visitor's message and the assistant's answer. `admit` is the lead gate of the request
   * (worker/leads/gate.ts), asked before details typed into the message become a lead; without
   * it, or when it refuses, the visitor is offered the chat's contact form instead.
   */
  async send(visitor: VisitorContext, message: string, now = new Date(), admit?: () => Promise<boolean>): Promise<SendOutcome> {
    if (!(await this.claim(visitor.owner, true))) return { kind: "forbidden" };
    this.createTables();
    const sent = this.sql
      .exec<{ total: number; recent: number }>(
        "SELECT COUNT(*) AS total, SUM(timestamp > ?) AS recent FROM messages WHERE role = 'user'",
        new Date(now.getTime() - 60_000).toISOString(),
      )
      .one();
    if (sent.total >= MESSAGE_LIMITS.perSession) return { kind: "limited", retryAfterSeconds: 3600, reason: "per-session" };
    if ((sent.recent ?? 0) >= MESSAGE_LIMITS.perMinute && !carriesContact(message))
      return { kind: "limited", retryAfterSeconds: 60, reason: "per-minute" };

    const history = this.messages();
    const contact = mergeContact(this.fact<ContactHints>("contact") ?? {}, extractContact(message));
    this.setFact("contact", contact);
    const leadCaptured = this.fact<string>("leadId") !== undefined;
    // The contact form is offered once per conversation (it covers much of a phone's screen), and again when asked to call.
    const formOffered = this.fact<boolean>("asked") === true;
    const config = siteConfig(this.env);
    const { phone } = config;

    // Stored before the assistant is asked: if the object is reset while it thinks (a deploy),
    // the visitor's message is kept even though its answer never came.
    const stored = this.append("user", message, now);
    const knowledge = await siteKnowledge(this.env);
    await loadBorderTowns(this.env.ASSETS);
    const conversation = await conversationAssistant(assistantFor(this.env)).converse({
      message,
      history,
      leadCaptured,
      formOffered,
      contact,
      phone,
      office: officeAddress(config),
      facts: { ...siteFacts(config), ...(await this.claimedRating()) },
      knowledge,
      now,
      config,
      ...(this.fact<ConversationState>("conversation") ? { state: this.fact<ConversationState>("conversation")! } : {}),
    });
    this.setFact("conversation", conversation.state);
    const reply = conversation;
    this.sql.exec("UPDATE messages SET intent = ? WHERE id = ?", reply.intent, stored.id);
    const offer = reply.needsLeadCapture && (!formOffered || CALL_ME_INTENTS.has(reply.intent));
    let answer: SendMessageResponse = { response: markSamplePrices(reply.response), needsLeadCapture: offer, leadCaptured };
    let capturedLeadId: string | undefined;

    // Everything needed for a lead was typed into the chat: capture it without the form.
    // The details typed over several messages make one lead (conversation/state.ts keeps them).
    const typed = typedLead(conversation.state) ?? chatLeadSchema.safeParse({ ...contact, service: undefined }).data ?? null;
    const wanted = CAPTURE_INTENTS.has(reply.intent) || formOffered || carriesContact(message) || Boolean(extractContact(message).lastName);
    if (!leadCaptured && typed && wanted) {
      if (admit && (await admit())) {
        const captured = await this.capture(visitor, typed, now, false);
        if (captured.kind === "captured") {
          // While an emergency is on, the line stays first.
          const urgent = reply.intent === "emergency" ? `Call our 24/7 line at ${phone} now. ` : "";
          answer = { response: `${urgent}${captured.message}`, needsLeadCapture: false, leadCaptured: true };
          capturedLeadId = captured.leadId;
        }
      } else {
        // The gate did not let typed details through (Turnstile, which a message cannot show, or
        // the visitor's lead quota): the contact form, which passes the same gate, takes them.
        answer = { ...answer, response: `${answer.response} ${CONFIRM_IN_FORM}`.trim(), needsLeadCapture: true };
      }
    }
    if (answer.needsLeadCapture) this.setFact("asked", true);
    this.append("assistant", answer.response, new Date(now.getTime() + 1));
    await this.keepFor(now);
    return { kind: "ok", reply: answer, ...(capturedLeadId ? { leadId: capturedLeadId } : {}) };
  }

  /**
   * Whether the contact form may be sent: only its owner may, and only once the visitor has
   * written to the assistant (what a script posting straight to the API has not). Writes nothing.
   */
  async captureReadiness(owner: string): Promise<CaptureReadiness> {
    const visitorMessages = this.tables
      ? this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM messages WHERE role = 'user'").one().n
      : 0;
    if (visitorMessages === 0) return "no_conversation";
    return (await this.claim(owner, false)) ? "ready" : "forbidden";
  }

  /** The chat's contact form: the lead is committed to D1 before the visitor is told it was received. */
  async captureLead(visitor: VisitorContext, lead: ChatLead, now = new Date()): Promise<CaptureOutcome> {
    const readiness = await this.captureReadiness(visitor.owner);
    if (readiness !== "ready") return { kind: readiness };
    const outcome = await this.capture(visitor, lead, now, true);
    await this.keepFor(now);
    return outcome;
  }

  private async capture(visitor: VisitorContext, lead: ChatLead, now: Date, fromForm: boolean): Promise<CaptureOutcome> {
    if (this.fact<string>("leadId")) {
      return {
        kind: "refused",
        message: `We already have your contact information. ${callbackAt(now, siteConfig(this.env)).sentence}`,
      };
    }
    if (this.capturing) return { kind: "refused", message: "We're already saving your details. One moment, please." };
    this.capturing = true;
    try {
      const record = chatLead(lead, this.messages(), this.intents(), visitor.page);
      // The id is kept before the write: if the object is reset between the write and the
      // record below, the next attempt writes the same lead again, which D1 ignores.
      const leadId = this.fact<string>("pendingLeadId") ?? crypto.randomUUID();
      this.setFact("pendingLeadId", leadId);
      const { page, ip, userAgent, attribution } = visitor;
      const stored = await storeChatLead(this.env, leadId, record, { page, ip, userAgent, now, attribution }, visitor.sessionId);
      if ("invalid" in stored) return { kind: "invalid", message: stored.invalid };
      this.setFact("leadId", stored.leadId);
      this.setFact("contact", { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, phone: lead.phone });
      const promise = callbackAt(now, siteConfig(this.env));
      const message = `Thank you, ${lead.firstName}! Your details are with our team. ${promise.sentence} ${promise.emergency}`;
      if (fromForm) this.append("assistant", message, now);
      return { kind: "captured", message, leadId };
    } catch (error) {
      logEvent("chat.lead_failed", { error: errorSummary(error) }, "error");
      return { kind: "failed" };
    } finally {
      this.capturing = false;
    }
  }

  /** Retention: the conversation and everything in it go after RETENTION_MS without activity. */
  async alarm(): Promise<void> {
    await this.erase();
  }

  /** Deletes the conversation and everything in it (retention, or an admin erasing the person). */
  async erase(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    // This instance may still answer (the id is the same); it starts again empty.
    this.tables = false;
  }
}
