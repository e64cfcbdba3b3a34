import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type LeadReceipt, leadSubmissionSchema, type ValidLead } from "../../contracts/leads";
import type { AppEnv } from "../env";
import { enqueueAcknowledgement } from "../leads/acknowledge";
import { leadGate, leadUrgency, refuseLead } from "../leads/gate";
import { LEAD_SCOPE, storeLead } from "../leads/intake";
import { enqueueNotification } from "../leads/notify";
import { rememberVisit } from "../leads/visit";
import { logEvent } from "../operations/log";
import { clientIp } from "../security/rate-limit";
import { apiError } from "./errors";
import { idempotencyKey, replay, replayRepeats } from "./idempotency";
import { jsonInput } from "./json-input";
import { refererPath } from "./referer";

export const leadsApi = new Hono<AppEnv>();

/** The fields that make two submissions "the same request" for Idempotency-Key purposes. */
function meaningful(lead: ValidLead & { attribution?: unknown }) {
  const { website: _w, elapsedMs: _e, turnstileToken: _t, attribution: _a, formStamp: _f, secondTap: _s, ...rest } = lead;
  return rest;
}

/** The lead gate (worker/leads/gate.ts): the spam checks, then the visitor's lead quota shared by every path. */
const gate: MiddlewareHandler<AppEnv, string, { out: { json: ValidLead } }> = async (c, next) => {
  const verdict = await leadGate(c, "form", c.req.valid("json"));
  return verdict.ok ? next() : refuseLead(c, verdict.reason);
};

/** POST /api/leads: the lead is committed to D1 (201 with its receipt), then its notification leaves. */
leadsApi.post(
  "/",
  bodyLimit({
    maxSize: 32 * 1024,
    onError: (c) => apiError(c, 413, "too_large", "The request is too large. Please shorten your message."),
  }),
  idempotencyKey,
  jsonInput(leadSubmissionSchema),
  replayRepeats(LEAD_SCOPE, meaningful),
  gate,
  async (c) => {
    const lead = c.req.valid("json");
    const claim = c.var.idempotencyClaim ?? null;
    const page = lead.page || refererPath(c.req.header("Referer"), "(unknown)");
    const context = { page, ip: clientIp(c), userAgent: c.req.header("User-Agent") ?? "", now: new Date(), attribution: lead.attribution };
    // The visitor's choice, raised by what they wrote (hail, a leak): every door scores alike.
    const urgency = leadUrgency({ chosen: lead.urgency, words: [lead.projectDetails] });
    const result = await storeLead(c.var.db, { ...lead, urgency }, context, claim);
    if (result.kind === "repeat") return replay(c, result.stored, claim?.fingerprint ?? "");

    // The lead is committed; the notification leaves after the answer. A booking from this
    // browser's visit may join the lead (worker/leads/visit.ts).
    logEvent("lead.accepted", { leadId: result.receipt.id, kind: lead.source });
    await rememberVisit(c, result.receipt.id, context.now);
    c.executionCtx.waitUntil(enqueueNotification(c.var.db, c.env.LEAD_NOTIFICATIONS, result.receipt.id));
    // The homeowner hears that we have it, what happens next and by when.
    c.executionCtx.waitUntil(enqueueAcknowledgement(c.env.LEAD_NOTIFICATIONS, result.receipt.id));
    return c.json(result.receipt satisfies LeadReceipt, 201);
  },
);
