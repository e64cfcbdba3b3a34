import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isbot } from "isbot";
import { type EventBatch, eventBatchSchema, vitalsBatchSchema } from "../../contracts/attribution";
import { fieldErrors } from "../../contracts/errors";
import { countedCampaign, countsOf, type EventCountsMessage } from "../attribution/event-counts";
import { vitalCountsOf } from "../attribution/vitals";
import type { AppContext, AppEnv } from "../env";
import { provesCampaign } from "../security/page-proof";
import { clientIp, withinQuota } from "../security/rate-limit";
import { apiError } from "./errors";

export const eventsApi = new Hono<AppEnv>();

/** POST /api/events: how many of the beacon's events will be counted. */
interface EventsAnswer {
  accepted: number;
}

/**
 * Whether the beacon comes from this site's own page as a person's browser runs it: the browser
 * marks a same-origin request (Sec-Fetch-Site, which no page can set; a plain HTTP client or
 * another site's form does not send it), and the user agent is no known bot. Pages that never
 * ran the script send nothing at all.
 */
function fromOwnPage(c: AppContext): boolean {
  const agent = c.req.header("User-Agent") ?? "";
  return c.req.header("Sec-Fetch-Site") === "same-origin" && agent !== "" && !isbot(agent);
}

/**
 * Whether a beacon's visit comes with the proof of a page served for its campaign
 * (docs/decisions/038-campaigns-that-count.md): only then may the campaign take one of the
 * day's places on the visit's word alone.
 */
async function provenVisit(c: AppContext, batch: EventBatch, now: Date): Promise<boolean> {
  const campaign = countedCampaign(batch.touch?.utm_campaign);
  if (!campaign || !batch.proof || !batch.events.some((event) => event.name === "visit")) return false;
  return provesCampaign(c.env, batch.proof, campaign, now);
}

/**
 * POST /api/events (docs/decisions/022a): one beacon of the visit counter, or of the speed
 * measurement (Core Web Vitals, docs/decisions/037-real-user-speed.md),
 * `navigator.sendBeacon`'s text/plain JSON. Checked, limited to 60 beacons a minute per address, counted under bounded keys and queued; the answer (202) says how many
 * events will be counted (0 for bots and foreign senders, who are not told why). No address, user
 * agent or touch is kept: the queue message holds counts only.
 */
eventsApi.post(
  "/",
  bodyLimit({ maxSize: 8 * 1024, onError: (c) => apiError(c, 413, "too_large", "Send at most 8 KB of events at a time.") }),
  async (c) => {
    if (!/^(text\/plain|application\/json)\s*(;|$)/i.test(c.req.header("Content-Type") ?? "")) {
      return apiError(c, 415, "unsupported_media_type", "Send the events as JSON (text/plain or application/json).");
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return apiError(c, 400, "invalid_json", "The request body must be a JSON object.");
    }
    // A speed beacon says so with its `vitals`; anything else is checked as the visit counter's.
    const speed = typeof body === "object" && body !== null && "vitals" in body;
    const parsed = (speed ? vitalsBatchSchema : eventBatchSchema).safeParse(body);
    if (!parsed.success) return apiError(c, 400, "validation_failed", "These events are not valid.", fieldErrors(parsed.error));
    if (!fromOwnPage(c)) return c.json({ accepted: 0 } satisfies EventsAnswer, 202);
    // Only beacons that would be counted spend the visitor's quota (the limiter is a call away).
    if (!(await withinQuota(c, c.env.EVENTS_RATE_LIMITER, `events:${clientIp(c)}`))) {
      return apiError(c, 429, "rate_limited", "Too many events. Please wait a minute.");
    }

    const beacon = parsed.data;
    const now = new Date();
    const message: EventCountsMessage =
      "vitals" in beacon
        ? { counts: [], vitals: vitalCountsOf(beacon, now) }
        : { counts: countsOf(beacon, now), proven: await provenVisit(c, beacon, now) };
    const accepted = "vitals" in beacon ? beacon.vitals.length : beacon.events.length;
    try {
      await c.env.SITE_EVENTS.send(message, { contentType: "json" });
    } catch (error) {
      // Counts are not leads: a queue outage loses them, and the answer says so.
      console.error("site events could not be queued", error);
      return c.json({ accepted: 0 } satisfies EventsAnswer, 202);
    }
    return c.json({ accepted } satisfies EventsAnswer, 202);
  },
);
