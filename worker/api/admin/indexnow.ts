import { Hono } from "hono";
import { fieldErrors } from "../../../client/lib/contracts/errors";
import { z } from "../../../client/lib/contracts/z";
import { actorOf } from "../../admin/audit";
import { changedUrls, INDEXNOW_MODES, indexablePages, indexNowKeyProblem, submissionHistory, submitIndexNow } from "../../admin/indexnow";
import { siteConfig } from "../../config";
import { database } from "../../db/client";
import type { AppEnv } from "../../env";
import { apiError } from "../errors";
import { jsonBody } from "../json-body";

/** IndexNow from /admin/indexnow: submit all or changed URLs, and the history of submissions. */
export const indexNowAdminApi = new Hono<AppEnv>();

const submitSchema = z.object({
  mode: z.enum(INDEXNOW_MODES, { error: 'mode must be "all" or "changed"' }),
});

/** GET /api/admin/indexnow -> { urlCount, changedCount, keyProblem, lastSubmission, history (newest first, 20) } */
indexNowAdminApi.get("/indexnow", async (c) => {
  const db = database(c.env.DB);
  const pages = await indexablePages(db, siteConfig(c.env).siteUrl);
  const [changed, history] = await Promise.all([changedUrls(db, pages), submissionHistory(db, 20)]);
  return c.json({
    urlCount: pages.length,
    changedCount: changed.length,
    keyProblem: indexNowKeyProblem(c.env),
    lastSubmission: history[0] ?? null,
    history,
  });
});

/**
 * POST /api/admin/indexnow {mode} -> { ok, message, urlCount, submitted, rejected, batches, submission }.
 * An unusable key answers 503 and sends nothing; "changed" with nothing changed sends and records nothing.
 */
indexNowAdminApi.post("/indexnow", async (c) => {
  const read = await jsonBody(c);
  if ("response" in read) return read.response;
  const parsed = submitSchema.safeParse(read.body);
  if (!parsed.success)
    return apiError(c, 400, "validation_failed", "Choose what to submit: all URLs or the changed ones.", fieldErrors(parsed.error));
  const outcome = await submitIndexNow(database(c.env.DB), c.env, parsed.data.mode, actorOf(c));
  if (outcome.kind === "refused") return apiError(c, 503, "indexnow_key_invalid", outcome.message);
  if (outcome.kind === "nothing")
    return c.json({ ok: true, message: outcome.message, urlCount: 0, submitted: 0, rejected: [], batches: [], submission: null });
  const { report, submission, message } = outcome;
  return c.json({
    ok: report.ok,
    message,
    urlCount: submission.urlCount,
    submitted: report.submitted,
    rejected: report.rejected,
    batches: report.batches,
    submission,
  });
});
