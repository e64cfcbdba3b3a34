import { Hono } from "hono";
import type { IndexNowStatus, IndexNowSubmitAnswer } from "../../../contracts/admin";
import { z } from "../../../contracts/z";
import { actorOf } from "../../admin/audit";
import { changedUrls, INDEXNOW_MODES, indexablePages, indexNowKeyProblem, submissionHistory, submitIndexNow } from "../../admin/indexnow";
import type { AppEnv } from "../../env";
import { localityTexts } from "../../landing/locality-texts";
import { apiError } from "../errors";
import { jsonInput } from "../json-input";

/** /api/admin/indexnow (/admin/indexnow): submit all or changed URLs, and the history of submissions. */
export const indexNowAdminApi = new Hono<AppEnv>();

const submitSchema = z.object({
  mode: z.enum(INDEXNOW_MODES, { error: 'mode must be "all" or "changed"' }),
});

/** GET /api/admin/indexnow -> { urlCount, changedCount, keyProblem, lastSubmission, history (newest first, 20) } */
indexNowAdminApi.get("/", async (c) => {
  const { db } = c.var;
  const pages = await indexablePages(db, c.var.config.siteUrl, await localityTexts(c.env.ASSETS));
  const [changed, history] = await Promise.all([changedUrls(db, pages), submissionHistory(db, 20)]);
  return c.json({
    urlCount: pages.length,
    changedCount: changed.length,
    keyProblem: indexNowKeyProblem(c.env),
    lastSubmission: history[0] ?? null,
    history,
  } satisfies IndexNowStatus);
});

/**
 * POST /api/admin/indexnow {mode} -> { ok, message, urlCount, submitted, rejected, batches, submission }.
 * An unusable key answers 503 and sends nothing; "changed" with nothing changed sends and records nothing.
 */
indexNowAdminApi.post("/", jsonInput(submitSchema, "Choose what to submit: all URLs or the changed ones."), async (c) => {
  const outcome = await submitIndexNow(c.var.db, c.env, c.req.valid("json").mode, actorOf(c));
  if (outcome.kind === "refused") return apiError(c, 503, "indexnow_key_invalid", outcome.message);
  if (outcome.kind === "nothing")
    return c.json({
      ok: true,
      message: outcome.message,
      urlCount: 0,
      submitted: 0,
      rejected: [],
      batches: [],
      submission: null,
    } satisfies IndexNowSubmitAnswer);
  const { report, submission, message } = outcome;
  return c.json({
    ok: report.ok,
    message,
    urlCount: submission.urlCount,
    submitted: report.submitted,
    rejected: report.rejected,
    batches: report.batches,
    submission,
  } satisfies IndexNowSubmitAnswer);
});
