import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { InvalidUploadAnswer, UploadPreview, UploadResult } from "../../../contracts/admin";
import { actorOf } from "../../admin/audit";
import type { AppEnv } from "../../env";
import {
  applyUpload,
  type CheckedRecord,
  isConstraintFailure,
  parseUpload,
  recordViews,
  TooManyArticles,
  UPLOAD_LIMITS,
  type UploadRequest,
  uploadIsValid,
  uploadRequestSchema,
} from "../../insights/upload";
import { errorSummary, logEvent } from "../../operations/log";
import { forgetPages } from "../../render/page-cache";
import { apiError } from "../errors";
import { jsonInput } from "../json-input";

/** /api/admin/insights (/data-upload): validate and preview articles, then create or update them in one batch. */
export const uploadAdminApi = new Hono<AppEnv>();

const MEGABYTES = UPLOAD_LIMITS.bytes / (1024 * 1024);
const tooLarge = (c: Context<AppEnv>, why: string) =>
  apiError(
    c,
    413,
    "upload_too_large",
    `${why} Upload at most ${MEGABYTES} MB, ${UPLOAD_LIMITS.files} files and ${UPLOAD_LIMITS.articles} articles at a time.`,
  );

const limitBody = bodyLimit({ maxSize: UPLOAD_LIMITS.bytes, onError: (c) => tooLarge(c as Context<AppEnv>, "The upload is too large.") });

const uploadInput = jsonInput(uploadRequestSchema, "The upload request is not valid.");

/** The upload's articles, checked, or the answer to send when there are too many to read. */
async function checkedRecords(c: Context<AppEnv>, upload: UploadRequest): Promise<{ records: CheckedRecord[] } | { response: Response }> {
  if (upload.files.length > UPLOAD_LIMITS.files) return { response: tooLarge(c, `This upload has ${upload.files.length} files.`) };
  try {
    return { records: await parseUpload(c.var.db, upload) };
  } catch (error) {
    if (error instanceof TooManyArticles) return { response: tooLarge(c, `This upload holds ${error.count} articles.`) };
    throw error;
  }
}

/** POST /api/admin/insights/preview {format, files:[{name, text}]} -> { records, valid }; writes nothing. */
uploadAdminApi.post("/preview", limitBody, uploadInput, async (c) => {
  const read = await checkedRecords(c, c.req.valid("json"));
  if ("response" in read) return read.response;
  return c.json({ records: recordViews(read.records), valid: uploadIsValid(read.records) } satisfies UploadPreview);
});

/**
 * POST /api/admin/insights/upload {format, files} -> { created, updated, records }. Checked
 * again here; with any invalid record nothing is written (422 with every record's errors).
 */
uploadAdminApi.post("/upload", limitBody, uploadInput, async (c) => {
  const read = await checkedRecords(c, c.req.valid("json"));
  if ("response" in read) return read.response;
  const { records } = read;
  if (!uploadIsValid(records)) {
    const invalid = records.filter((r) => Object.keys(r.errors).length).length;
    const message = `Nothing was saved: ${invalid} of ${records.length} ${records.length === 1 ? "article" : "articles"} ${invalid === 1 ? "has" : "have"} errors. Fix them and try again.`;
    return c.json({ error: { code: "invalid_records", message, records: recordViews(records) } } satisfies InvalidUploadAnswer, 422);
  }
  try {
    const result = await applyUpload(c.var.db, records, actorOf(c));
    // The articles, the list, the sitemap page and the home page's carousel show the new text at once here.
    const slugs = records.map((record) => record.article?.slug).filter((slug): slug is string => Boolean(slug));
    await forgetPages(c, ["/", "/insights", "/sitemap", ...slugs.map((slug) => `/insights/${slug}`)]);
    return c.json({ ...result, records: recordViews(records) } satisfies UploadResult);
  } catch (error) {
    if (!isConstraintFailure(error)) throw error;
    logEvent("admin.upload_conflict", { error: errorSummary(error) }, "warn");
    return apiError(
      c,
      409,
      "conflict",
      "These articles changed while they were being saved, so nothing was saved. Preview again, then upload.",
    );
  }
});
