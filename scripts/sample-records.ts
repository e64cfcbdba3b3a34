import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** One record in content/ flagged `sample: true`: written for the template, not the contractor's own. */
export interface SampleRecord {
  /** The module it is in, e.g. "content/testimonials.ts". */
  file: string;
  /** What the record is called: its id, slug, title, author or name (with its place when it has one). */
  label: string;
}

const NAME_FIELDS = ["id", "slug", "title", "author", "name", "heading", "src", "alt"] as const;

function labelOf(record: Record<string, unknown>, fallback: string): string {
  const name = NAME_FIELDS.map((field) => record[field]).find((value): value is string => typeof value === "string");
  const place = typeof record.location === "string" ? ` (${record.location})` : "";
  return `${name ?? fallback}${place}`;
}

/** Every object under `value` with `sample: true`; a sample record is one record, its parts are not searched. */
function samplesIn(value: unknown, path: string, found: [string, Record<string, unknown>][], seen: Set<unknown>): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) samplesIn(item, `${path}[${index}]`, found, seen);
    return;
  }
  const record = value as Record<string, unknown>;
  if (record.sample === true) {
    found.push([path, record]);
    return;
  }
  for (const [key, item] of Object.entries(record)) samplesIn(item, `${path}.${key}`, found, seen);
}

function contentModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contentModules(path);
    return /\.(ts|json)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * Every sample record in every collection that content/ exports (testimonials, projects, images,
 * pages ...), found by walking each module's exports: a new collection needs no registration.
 */
export async function sampleRecords(root = process.cwd()): Promise<SampleRecord[]> {
  const records: SampleRecord[] = [];
  for (const file of contentModules(join(root, "content")).sort()) {
    const module = (await import(pathToFileURL(file).href, file.endsWith(".json") ? { with: { type: "json" } } : undefined)) as Record<
      string,
      unknown
    >;
    const found: [string, Record<string, unknown>][] = [];
    const seen = new Set<unknown>();
    for (const [name, value] of Object.entries(module)) samplesIn(value, name, found, seen);
    for (const [path, record] of found) records.push({ file: relative(root, file), label: labelOf(record, path) });
  }
  return records;
}

/** How many sample records each file holds: { "content/testimonials.ts": 38, ... }. */
export function countByFile(records: readonly SampleRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) counts[record.file] = (counts[record.file] ?? 0) + 1;
  return counts;
}
