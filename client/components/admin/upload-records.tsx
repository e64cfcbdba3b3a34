import { Link } from "react-router";
import type { UploadPreview, UploadRecord, UploadResult } from "../../../contracts/admin";
import { countOf } from "../../../contracts/text";
import { TableHead } from "./admin-frame";

export type { UploadPreview, UploadRecord, UploadResult };

/** Field names as the contractor reads them in the preview. */
const FIELD_LABELS: Record<string, string> = {
  file: "File",
  record: "Article",
  frontMatter: "Front matter",
  slug: "Slug",
  title: "Title",
  description: "Description",
  category: "Category",
  publishedAt: "Published",
  updatedAt: "Updated",
  aliases: "Aliases",
  markdown: "Text",
};

/** "3 articles: 2 new, 1 update; 1 needs fixing." */
export function previewSummary(records: readonly UploadRecord[]): string {
  const creates = records.filter((r) => r.action === "create").length;
  const updates = records.filter((r) => r.action === "update").length;
  const invalid = records.filter((r) => Object.keys(r.errors).length).length;
  const parts = [`${countOf(records.length, "article")}: ${creates} new, ${countOf(updates, "update")}`];
  if (invalid) parts.push(`${invalid} ${invalid === 1 ? "needs" : "need"} fixing`);
  return `${parts.join("; ")}.`;
}

function ActionBadge({ action }: { action: UploadRecord["action"] }) {
  if (!action) return <span className="text-slate-500">-</span>;
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${action === "create" ? "bg-emerald-100 text-emerald-900" : "bg-sky-100 text-sky-900"}`}
    >
      {action === "create" ? "New" : "Update"}
    </span>
  );
}

/** The preview: each article of the upload, what would happen to it, and what must be fixed first. */
export function UploadRecordsTable({ records }: { records: readonly UploadRecord[] }) {
  const perFile = new Map<string, number>();
  for (const record of records) perFile.set(record.file, (perFile.get(record.file) ?? 0) + 1);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Articles in this upload</caption>
        <TableHead
          columns={[
            { label: "File", className: "w-40" },
            { label: "Slug", className: "w-48" },
            { label: "Title", className: "w-56" },
            "Action",
            "Problems",
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {records.map((record) => {
            const problems = Object.entries(record.errors);
            return (
              <tr key={record.index} data-testid="upload-record" className={`align-top ${problems.length ? "bg-red-50/60" : ""}`}>
                <td className="py-2 pr-4">
                  <span className="[overflow-wrap:anywhere]">{record.file}</span>
                  {(perFile.get(record.file) ?? 0) > 1 ? (
                    <span className="block text-xs text-slate-500">article {record.entry}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-4 font-mono text-xs text-slate-800 [overflow-wrap:anywhere]">{record.slug || "-"}</td>
                <td className="py-2 pr-4 text-slate-900">{record.title || "-"}</td>
                <td className="py-2 pr-4">
                  <ActionBadge action={record.action} />
                </td>
                <td className="py-2">
                  {problems.length ? (
                    <ul className="space-y-1 text-red-700">
                      {problems.map(([field, message]) => (
                        <li key={field}>
                          <span className="font-semibold">{FIELD_LABELS[field] ?? field}:</span> {message}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="font-medium text-emerald-800">Ready</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** After an upload: what was saved, with a link to each article. */
export function UploadDone({ result }: { result: UploadResult }) {
  return (
    <div role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
      <p className="font-semibold">
        Created {result.created}, updated {result.updated}.
      </p>
      <ul className="mt-2 space-y-1">
        {result.records.map((record) => (
          <li key={record.index}>
            <Link to={`/insights/${record.slug}`} className="font-medium text-brand-800 underline hover:text-brand-900">
              {record.title}
            </Link>{" "}
            <span className="text-emerald-900">({record.action === "create" ? "new" : "updated"})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
