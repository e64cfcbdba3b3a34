import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fieldErrors } from "../../../client/lib/contracts/errors";
import { actorOf } from "../../admin/audit";
import { database } from "../../db/client";
import type { AppEnv } from "../../env";
import {
  applyUpload,
  type CheckedRecord,
  isConstraintFailure,
  parseUpload,
  recordViews,
  TooManyArticles,
  UPLOAD_LIMITS,
  type UploadRecord,
  uploadIsValid,
  uploadRequestSchema,
} from "../../insights/upload";
import { forgetPages } from "../../render/page-cache";
import { apiError } from "../errors";
import { jsonBody } from "../json-body";

/** Insight article upload (/data-upload): validate and preview, then create or update in one batch. */
export const uploadAdminApi = new Hono<AppEnv>();

/** The 422 answer of an upload with invalid records: the usual error shape plus every record. */
export interface InvalidRecordsError {
  error: { code: "invalid_records"; message: string; records: UploadRecord[] };
}

const MEGABYTES = UPLOAD_LIMITS.bytes / (1024 * 1024);
const tooLarge = (c: Context<AppEnv>, why: string) =>
  apiError(
    c,
    413,
    "upload_too_large",
    `${why} Upload at most ${MEGABYTES} MB, ${UPLOAD_LIMITS.files} files and ${UPLOAD_LIMITS.articles} articles at a time.`,
  );

const limitBody = bodyLimit({ maxSize: UPLOAD_LIMITS.bytes, onError: (c) => tooLarge(c as Context<AppEnv>, "The upload is too large.") });

/** The upload's articles, checked, or the answer to send when the request itself is not usable. */
async function readUpload(c: Context<AppEnv>): Promise<{ records: CheckedRecord[] } | { response: Response }> {
  const read = await jsonBody(c);
  if ("response" in read) return read;
  const parsed = uploadRequestSchema.safeParse(read.body);
  if (!parsed.success)
    return { response: apiError(c, 400, "validation_failed", "The upload request is not valid.", fieldErrors(parsed.error)) };
  if (parsed.data.files.length > UPLOAD_LIMITS.files)
    return { response: tooLarge(c, `This upload has ${parsed.data.files.length} files.`) };
  try {
    return { records: await parseUpload(database(c.env.DB), parsed.data) };
  } catch (error) {
    if (error instanceof TooManyArticles) return { response: tooLarge(c, `This upload holds ${error.count} articles.`) };
    throw error;
  }
}

/** POST /api/admin/insights/preview {format, files:[{name, text}]} -> { records, valid }; writes nothing. */
uploadAdminApi.post("/insights/preview", limitBody, async (c) => {
  const read = await readUpload(c);
  if ("response" in read) return read.response;
  return c.json({ records: recordViews(read.records), valid: uploadIsValid(read.records) });
});

/**
 * POST /api/admin/insights/upload {format, files} -> { created, updated, records }. Checked
 * again here; with any invalid record nothing is written (422 with every record's errors).
 */
uploadAdminApi.post("/insights/upload", limitBody, async (c) => {
  const read = await readUpload(c);
  if ("response" in read) return read.response;
  const { records } = read;
  if (!uploadIsValid(records)) {
    const invalid = records.filter((r) => Object.keys(r.errors).length).length;
    const body: InvalidRecordsError = {
      error: {
        code: "invalid_records",
        message: `Nothing was saved: ${invalid} of ${records.length} ${records.length === 1 ? "article" : "articles"} ${invalid === 1 ? "has" : "have"} errors. Fix them and try again.`,
        records: recordViews(records),
      },
    };
    return c.json(body, 422);
  }
  try {
    const result = await applyUpload(database(c.env.DB), records, actorOf(c));
    // The articles, the list, the sitemap page and the home page's carousel show the new text at once here.
    const slugs = records.map((record) => record.article?.slug).filter((slug): slug is string => Boolean(slug));
    await forgetPages(c, ["/", "/insights", "/sitemap", ...slugs.map((slug) => `/insights/${slug}`)]);
    return c.json({ ...result, records: recordViews(records) });
  } catch (error) {
    if (!isConstraintFailure(error)) throw error;
    console.warn("insight upload hit a constraint; nothing written", error);
    return apiError(
      c,
      409,
      "conflict",
      "These articles changed while they were being saved, so nothing was saved. Preview again, then upload.",
    );
  }
});
