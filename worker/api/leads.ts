import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fieldErrors } from "../../client/lib/contracts/errors";
import { leadSubmissionSchema, type ValidLead } from "../../client/lib/contracts/leads";
import { siteConfig } from "../config";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { LEAD_SCOPE, storeLead } from "../leads/intake";
import { enqueueNotification } from "../leads/notify";
import { checkSpam, turnstileFor } from "../leads/spam";
import { clientIp, leadRateKey, RETRY_AFTER_SECONDS, withinRateLimit } from "../security/rate-limit";
import { apiError } from "./errors";
import { findStoredAnswer, fingerprint, parseIdempotencyKey, replay } from "./idempotency";
import { jsonBody } from "./json-body";

export const leadsApi = new Hono<AppEnv>();

/** The fields that make two submissions "the same request" for Idempotency-Key purposes. */
function meaningful(lead: ValidLead) {
  const { website: _w, elapsedMs: _e, turnstileToken: _t, ...rest } = lead;
  return rest;
}

function pageOf(lead: ValidLead, referer: string | undefined): string {
  if (lead.page) return lead.page;
  try {
    return referer ? new URL(referer).pathname : "(unknown)";
  } catch {
    return "(unknown)";
  }
}

leadsApi.post(
  "/",
  bodyLimit({
    maxSize: 32 * 1024,
    onError: (c) => apiError(c, 413, "too_large", "The request is too large. Please shorten your message."),
  }),
  async (c) => {
    const env = c.env;
    const { phone } = siteConfig(env);
    const parsedKey = parseIdempotencyKey(c.req.header("Idempotency-Key"));
    if ("error" in parsedKey) return apiError(c, 400, "invalid_idempotency_key", parsedKey.error);

    const read = await jsonBody(c);
    if ("response" in read) return read.response;
    const parsed = leadSubmissionSchema.safeParse(read.body);
    if (!parsed.success) {
      return apiError(c, 400, "validation_failed", "Please correct the highlighted fields.", fieldErrors(parsed.error));
    }
    const lead = parsed.data;
    const db = database(env.DB);
    const claim = parsedKey.key ? { key: parsedKey.key, fingerprint: await fingerprint(meaningful(lead)) } : null;

    // A repeat of an answered request gets that answer again, before any other check.
    if (claim) {
      const stored = await findStoredAnswer(db, LEAD_SCOPE, claim.key);
      if (stored) return replay(c, stored, claim.fingerprint);
    }

    // Spam is refused first, so bots behind a visitor's address cannot use up the visitor's quota.
    const ip = clientIp(c);
    const verdict = await checkSpam(lead, turnstileFor(env), ip);
    if (!verdict.ok) {
      console.warn("lead submission rejected", verdict.reason, ip);
      return apiError(c, 400, "rejected", `We could not accept this request. Please try again in a moment, or call us at ${phone}.`);
    }
    if (!(await withinRateLimit(env.LEAD_RATE_LIMITER, leadRateKey(ip)))) {
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return apiError(c, 429, "rate_limited", `Too many requests. Please wait a minute and try again, or call us at ${phone}.`);
    }

    const result = await storeLead(
      db,
      lead,
      { page: pageOf(lead, c.req.header("Referer")), ip, userAgent: c.req.header("User-Agent") ?? "", now: new Date() },
      claim,
    );
    if (result.kind === "repeat") return replay(c, result.stored, claim?.fingerprint ?? "");

    // The lead is committed; the notification leaves after the answer.
    c.executionCtx.waitUntil(enqueueNotification(db, env.LEAD_NOTIFICATIONS, result.receipt.id));
    return c.json(result.receipt, 201);
  },
);
