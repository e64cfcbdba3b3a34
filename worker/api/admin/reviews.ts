import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { isCalendarDate } from "../../../contracts/dates";
import { z } from "../../../contracts/z";
import { actorOf, auditInsert } from "../../admin/audit";
import { leads } from "../../db/schema";
import type { AppContext, AppEnv } from "../../env";
import { forgetPages } from "../../render/page-cache";
import {
  HIDE_REASON_MESSAGE,
  jobReview,
  listReviews,
  type ModerationAction,
  moderateReview,
  pagesShowing,
  reviewStats,
} from "../../reviews/moderation";
import { queueReviewMessages, requestInsert, requestRow, reviewSetup } from "../../reviews/requests";
import { localDate } from "../../schedule/calendar";
import { apiError } from "../errors";
import { jsonInput, jsonOnly } from "../json-input";

/** /api/admin/reviews: a lead's completed job and its review request, the Reviews screen, moderation and the monthly figures. */
export const reviewsAdminApi = new Hono<AppEnv>();

const NOT_WON_MESSAGE = "Mark the lead won before its job is completed.";

const jobSchema = z.object({
  completedOn: z.string({ error: "Enter the day the job was finished" }).refine(isCalendarDate, "Use a date such as 2026-11-24"),
});

/** GET /api/admin/reviews/jobs/{leadId}: the day the job was completed, its review request and the review. */
reviewsAdminApi.get("/jobs/:leadId", async (c) => {
  const leadId = c.req.param("leadId");
  const [lead] = await c.var.db
    .select({ status: leads.status, jobCompletedOn: leads.jobCompletedOn })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead) return apiError(c, 404, "not_found", "No such lead.");
  return c.json({ status: lead.status, jobCompletedOn: lead.jobCompletedOn, ...(await jobReview(c.var.db, leadId)) });
});

/**
 * POST /api/admin/reviews/jobs/{leadId} {completedOn}: the won job is finished. The homeowner is
 * asked for a review once (by their consent and preferred channel); marking it again changes the
 * day only.
 */
reviewsAdminApi.post("/jobs/:leadId", jsonInput(jobSchema), async (c) => {
  const { db } = c.var;
  const leadId = c.req.param("leadId");
  const { completedOn } = c.req.valid("json");
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) return apiError(c, 404, "not_found", "No such lead.");
  if (lead.status !== "won") return apiError(c, 409, "not_won", NOT_WON_MESSAGE, { completedOn: NOT_WON_MESSAGE });
  const now = new Date();
  const request = await requestRow(db, reviewSetup(c.env), lead, now);
  if (completedOn > localDate(now))
    return apiError(c, 400, "validation_failed", "The job cannot be finished in the future.", {
      completedOn: "The job cannot be finished in the future.",
    });
  if (completedOn < localDate(new Date(lead.createdAt)))
    return apiError(c, 400, "validation_failed", "The job cannot be finished before the lead arrived.", {
      completedOn: "The job cannot be finished before the lead arrived.",
    });
  await db.batch([
    db.update(leads).set({ jobCompletedOn: completedOn }).where(eq(leads.id, leadId)),
    auditInsert(db, {
      actor: actorOf(c),
      action: "lead.job-completed",
      subjectType: "lead",
      subjectId: leadId,
      detail: { from: lead.jobCompletedOn, to: completedOn },
    }),
    requestInsert(db, request),
  ]);
  const job = await jobReview(db, leadId);
  if (job.request?.state === "queued") await queueReviewMessages(c.env.LEAD_NOTIFICATIONS, [leadId], "ask");
  return c.json({ status: lead.status, jobCompletedOn: completedOn, ...job });
});

const filterSchema = z.enum(["all", "new", "low"]).catch("all");

/** GET /api/admin/reviews?filter=all|new|low: new reviews first; low: 2 stars or fewer. */
reviewsAdminApi.get("/", async (c) => {
  const filter = filterSchema.parse(c.req.query("filter"));
  return c.json({ filter, reviews: await listReviews(c.var.db, filter) });
});

/** GET /api/admin/reviews/stats: requests sent, opened, reviews received, average rating and Google clicks by month. */
reviewsAdminApi.get("/stats", async (c) => c.json({ months: await reviewStats(c.var.db) }));

const hideSchema = z.object({ reason: z.string({ error: HIDE_REASON_MESSAGE }).trim().max(80).default("") });
const replySchema = z.object({ reply: z.string().trim().max(2000, "A reply can be at most 2,000 characters").default("") });

async function moderated(c: AppContext, id: string, change: ModerationAction) {
  const outcome = await moderateReview(c.var.db, id, change, actorOf(c));
  if (outcome.kind === "refused") return apiError(c, outcome.status, outcome.status === 404 ? "not_found" : "not_allowed", outcome.message);
  await forgetPages(c, pagesShowing(outcome.review));
  return c.json({ review: outcome.review });
}

/** POST /api/admin/reviews/{id}/publish {}: shown on the home page and its area's town pages. */
reviewsAdminApi.post("/:id/publish", jsonOnly, (c) => moderated(c, c.req.param("id"), { action: "publish" }));
/** POST /api/admin/reviews/{id}/hide {reason}: kept off the site, for one of the fixed reasons only. */
reviewsAdminApi.post("/:id/hide", jsonInput(hideSchema), (c) =>
  moderated(c, c.req.param("id"), { action: "hide", reason: c.req.valid("json").reason }),
);
/** POST /api/admin/reviews/{id}/reply {reply}: the office's public reply (empty removes it). */
reviewsAdminApi.post("/:id/reply", jsonInput(replySchema), (c) =>
  moderated(c, c.req.param("id"), { action: "reply", reply: c.req.valid("json").reply }),
);
