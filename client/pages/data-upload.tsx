import { type ChangeEvent, useState } from "react";
import { useLoaderData } from "react-router";
import { checkAdminSession, checkUploadPreview, checkUploadResult } from "../../contracts/admin-answers";
import { adminPageMeta, definePage } from "../../contracts/page-meta";
import { AdminFrame, Panel, ResultNote } from "../components/admin/admin-frame";
import { FORMATS, type Format } from "../components/admin/upload-formats";
import {
  previewSummary,
  UploadDone,
  type UploadPreview,
  type UploadRecord,
  UploadRecordsTable,
  type UploadResult,
} from "../components/admin/upload-records";
import { controlClass } from "../components/forms/fields";
import { type AdminSession, adminRead } from "../lib/admin/api";
import { serverError } from "../lib/lead-submission";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";
import { apiRequest, RequestError, readAnswer } from "../lib/request";

export const handle = definePage({
  meta: adminPageMeta("Data Upload", "Upload insight articles."),
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

/**
 * /data-upload: upload insight articles (markdown with front matter, or JSON), preview what
 * would be created or updated, then save all of them or none. The page itself is open; its
 * API is behind the admin sign-in, so without it the page says how to sign in.
 */
async function load({ context }: PageLoaderArgs): Promise<{ session: AdminSession | null; refused: number | null }> {
  try {
    return { session: await adminRead(context, "/api/admin/me", checkAdminSession), refused: null };
  } catch (error) {
    if (error instanceof RequestError && [401, 403, 503].includes(error.status)) return { session: null, refused: error.status };
    throw error;
  }
}

interface UploadFile {
  name: string;
  text: string;
}
interface UploadInput {
  format: Format;
  files: UploadFile[];
}

const PASTED = "Pasted text";
const SIGNED_OUT = "Your sign-in has ended. Sign in again from the admin area, then preview again.";

const buttonClass =
  "min-h-11 rounded-md px-5 py-2.5 font-bold disabled:cursor-not-allowed disabled:opacity-60 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";

function problemOf(error: unknown, fallback: string): string {
  if (error instanceof RequestError && error.status === 401) return SIGNED_OUT;
  return serverError(error)?.message ?? fallback;
}

function SignInFirst({ refused }: { refused: number | null }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Data Upload</h1>
      <div role="alert" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950">
        {refused === 503 ? (
          <p>The admin sign-in is not set up on this server yet (Cloudflare Access), so articles cannot be uploaded here.</p>
        ) : (
          <p>Uploading articles changes the live site, so it needs the admin sign-in.</p>
        )}
        <p className="mt-3">
          {/* A full page load: the admin area's sign-in is served by the worker, not by this app. */}
          <a href="/admin" className="font-semibold text-brand-800 underline hover:text-brand-900">
            Sign in to the admin area
          </a>
          , then come back here through Data upload in the admin menu.
        </p>
      </div>
    </div>
  );
}

function ArticleUpload() {
  const [format, setFormat] = useState<Format>("markdown");
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [pasted, setPasted] = useState("");
  const [preview, setPreview] = useState<(UploadPreview & { input: UploadInput }) | null>(null);
  const [pending, setPending] = useState<"preview" | "upload" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<UploadResult | null>(null);

  const input: UploadInput = { format, files: [...files, ...(pasted.trim() ? [{ name: PASTED, text: pasted }] : [])] };
  const nothingChosen = input.files.length === 0;
  const count = preview?.records.length ?? 0;

  /** Any change to what is to be uploaded needs a new preview. */
  function changed() {
    setPreview(null);
    setProblem(null);
  }

  async function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = ""; // the list below is what will be sent; the same file may be picked again
    const read = await Promise.all(picked.map(async (file) => ({ name: file.name, text: await file.text() })));
    setFiles((current) => [...current.filter((f) => !read.some((r) => r.name === f.name)), ...read]);
    changed();
  }

  async function runPreview() {
    if (pending || nothingChosen) return;
    setPending("preview");
    setProblem(null);
    setDone(null);
    try {
      const response = await apiRequest("POST", "/api/admin/insights/preview", input);
      setPreview({ ...(await readAnswer(response, checkUploadPreview)), input });
    } catch (error) {
      setPreview(null);
      setProblem(problemOf(error, "The preview did not work. Please try again."));
    } finally {
      setPending(null);
    }
  }

  async function runUpload() {
    if (pending || !preview?.valid) return;
    setPending("upload");
    setProblem(null);
    try {
      const response = await apiRequest("POST", "/api/admin/insights/upload", preview.input);
      setDone(await readAnswer(response, checkUploadResult));
      setPreview(null);
      setFiles([]);
      setPasted("");
    } catch (error) {
      const detail = serverError(error) as { code?: string; records?: UploadRecord[] } | null;
      // Checked again on the server: show its findings; nothing was saved either way.
      setPreview(detail?.records ? { records: detail.records, valid: false, input: preview.input } : { ...preview, valid: false });
      setProblem(problemOf(error, "The upload did not work, and nothing was saved. Please preview again."));
    } finally {
      setPending(null);
    }
  }

  const formatInfo = FORMATS[format];
  return (
    <>
      <p className="max-w-3xl text-slate-700">
        Add insight articles or update existing ones (an article with the same slug is replaced). Preview first: every article is checked,
        and the upload saves all of them together or none at all.
      </p>

      <Panel title="Articles to upload">
        <form
          className="space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            void runPreview();
          }}
        >
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Format</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {(Object.keys(FORMATS) as Format[]).map((value) => (
                <label
                  key={value}
                  className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-semibold ${
                    format === value
                      ? "border-brand-700 bg-brand-50 text-brand-900"
                      : "border-slate-300 text-slate-700 hover:border-slate-400"
                  }`}
                >
                  <input
                    type="radio"
                    name="format"
                    value={value}
                    checked={format === value}
                    onChange={() => {
                      setFormat(value);
                      changed();
                    }}
                    className="accent-brand-700"
                  />
                  {FORMATS[value].label}
                </label>
              ))}
            </div>
          </fieldset>

          <div>
            <label htmlFor="upload-files" className="block text-sm font-semibold text-slate-800">
              Files{" "}
              <span className="font-normal text-slate-500">({format === "markdown" ? ".md" : ".json"}, several at once if you like)</span>
            </label>
            <input
              id="upload-files"
              type="file"
              multiple
              accept={formatInfo.accept}
              onChange={(event) => void addFiles(event)}
              className="mt-1 block min-h-11 w-full text-sm text-slate-700 file:mr-4 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
            />
            {files.length ? (
              <ul aria-label="Chosen files" className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200">
                {files.map((file) => (
                  <li key={file.name} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                    <span className="break-all text-slate-900">
                      {file.name} <span className="text-slate-500">({Math.max(1, Math.round(file.text.length / 1024))} KB)</span>
                    </span>
                    <button
                      type="button"
                      onClick={() => {
                        setFiles((current) => current.filter((f) => f.name !== file.name));
                        changed();
                      }}
                      className="min-h-11 font-semibold text-red-700 underline"
                      aria-label={`Remove ${file.name}`}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>

          <div>
            <label htmlFor="upload-paste" className="block text-sm font-semibold text-slate-800">
              Or paste {format === "markdown" ? "an article" : "JSON"} <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <textarea
              id="upload-paste"
              rows={12}
              value={pasted}
              spellCheck={false}
              aria-describedby="upload-paste-hint"
              onChange={(event) => {
                setPasted(event.target.value);
                changed();
              }}
              className={`${controlClass()} font-mono text-sm`}
            />
            <p id="upload-paste-hint" className="mt-1 text-sm text-slate-600">
              {formatInfo.paste}
            </p>
          </div>

          <details className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
            <summary className="cursor-pointer font-semibold text-slate-800">What a {formatInfo.label} article looks like</summary>
            <pre className="mt-3 overflow-x-auto rounded bg-white p-3 font-mono text-xs text-slate-900">{formatInfo.example}</pre>
            <p className="mt-2">
              The slug is the article's address (/insights/slug): lowercase letters, digits and hyphens. Titles take 10 to 120 characters,
              descriptions 50 to 155. Aliases are other addresses that show the same article. Scripts, frames, forms and embedded objects
              are not allowed in the text.
            </p>
          </details>

          <button
            type="submit"
            disabled={nothingChosen || pending !== null}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {pending === "preview" ? "Checking..." : "Preview"}
          </button>
        </form>
      </Panel>

      {problem ? <ResultNote result={{ ok: false, message: problem }} /> : null}
      {done ? <UploadDone result={done} /> : null}

      {preview ? (
        <Panel
          title="Preview"
          aside={
            <p role="status" className="text-sm font-medium text-slate-700">
              {previewSummary(preview.records)}
            </p>
          }
        >
          <UploadRecordsTable records={preview.records} />
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <button
              type="button"
              disabled={!preview.valid || pending !== null}
              onClick={() => void runUpload()}
              className={`${buttonClass} bg-accent-500 text-slate-950 hover:bg-accent-400`}
            >
              {pending === "upload" ? "Saving..." : `Upload ${count} ${count === 1 ? "article" : "articles"}`}
            </button>
            {!preview.valid ? (
              <p className="text-sm text-slate-700">
                Fix the problems shown in red, then preview again. Nothing is saved until every article is ready.
              </p>
            ) : null}
          </div>
        </Panel>
      ) : null}
    </>
  );
}

export default function DataUploadPage() {
  const { session, refused } = useLoaderData<typeof loader>();
  if (!session?.email) return <SignInFirst refused={refused} />;
  return (
    <AdminFrame title="Data Upload" session={session}>
      <ArticleUpload />
    </AdminFrame>
  );
}
