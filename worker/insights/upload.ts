/**
 * Uploading insight articles (/data-upload): read every article of an upload, check each one
 * and the upload as a whole against D1, then write all of them in one batch, or none.
 */
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { UploadRecord } from "../../contracts/admin";
import { z } from "../../contracts/z";
import { auditInsert } from "../admin/audit";
import { rowsInChunks } from "../db/chunks";
import { insightPostAliases, insightPosts } from "../db/schema";
import type { ArticleCheck, InsightArticleRow } from "./article-source";

/** The article reader brings markdown and YAML parsers: loaded on the first upload, not at startup. */
type ArticleReader = typeof import("./article-source");

export const UPLOAD_LIMITS = { bytes: 2 * 1024 * 1024, files: 50, articles: 50 } as const;

const UPLOAD_FORMATS = ["json", "markdown"] as const;

/** The request both the preview and the upload take. */
export const uploadRequestSchema = z.object({
  format: z.enum(UPLOAD_FORMATS, { error: 'Choose the format: "json" or "markdown".' }),
  files: z
    .array(
      z.object({
        name: z.string({ error: "Each file needs a name." }).trim().max(200, "A file name can be at most 200 characters."),
        text: z.string({ error: "Each file needs its text." }),
      }),
      { error: "files must be a list of { name, text }." },
    )
    .min(1, "Choose at least one file or paste an article."),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export type { UploadRecord };

/** A record with the row it writes (null when it has errors). */
export interface CheckedRecord extends UploadRecord {
  article: InsightArticleRow | null;
}

/** More articles than one upload may hold. */
export class TooManyArticles extends Error {
  constructor(readonly count: number) {
    super(`This upload holds ${count} articles; upload at most ${UPLOAD_LIMITS.articles} at a time.`);
    this.name = "TooManyArticles";
  }
}

/** A written upload refused because a record has errors (the API checks first; this guards the write itself). */
export class InvalidUpload extends Error {
  constructor() {
    super("Refusing to write an upload with invalid records.");
    this.name = "InvalidUpload";
  }
}

interface Source {
  file: string;
  entry: number;
  check: ArticleCheck;
}

const failed = (file: string, message: string): Source => ({
  file,
  entry: 1,
  check: { slug: "", title: "", article: null, errors: { file: message } },
});

/** The articles in one JSON file: one article object, a list of them, or { posts: [...] }. */
function jsonSources(reader: ArticleReader, file: string, text: string): Source[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const looksLikeMarkdown = text.trimStart().startsWith("---");
    return [
      failed(
        file,
        looksLikeMarkdown
          ? `${file} looks like markdown with front matter; choose the Markdown format.`
          : `${file} is not valid JSON: ${(error as Error).message}.`,
      ),
    ];
  }
  let records: unknown[];
  if (Array.isArray(data)) records = data;
  else if (typeof data === "object" && data !== null && "posts" in data) {
    const posts = (data as { posts: unknown }).posts;
    if (!Array.isArray(posts)) return [failed(file, `In ${file}, "posts" must be a list of articles.`)];
    records = posts;
  } else records = [data];
  if (!records.length) return [failed(file, `${file} holds no articles.`)];
  return records.map((record, i) => ({ file, entry: i + 1, check: reader.articleFromRecord(record) }));
}

function markdownSource(reader: ArticleReader, file: string, text: string): Source {
  if (/^\s*[[{]/.test(text) && !text.trimStart().startsWith("---")) return failed(file, `${file} looks like JSON; choose the JSON format.`);
  return { file, entry: 1, check: reader.parseMarkdownArticle(text) };
}

function readSources(reader: ArticleReader, upload: UploadRequest): Source[] {
  return upload.files.flatMap((given, i) => {
    const file = given.name || `File ${i + 1}`;
    if (!given.text.trim()) return [failed(file, `${file} is empty.`)];
    return upload.format === "json" ? jsonSources(reader, file, given.text) : [markdownSource(reader, file, given.text)];
  });
}

function addError(errors: Record<string, string>, field: string, message: string) {
  errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
}

/** Which of these addresses are article slugs, and which are aliases (and of which article). */
async function addressesInUse(db: DrizzleD1Database, addresses: string[]) {
  const slugs = new Set<string>();
  const aliasOwners = new Map<string, string>();
  const [posts, aliases] = await Promise.all([
    rowsInChunks(addresses, (run) => db.select({ slug: insightPosts.slug }).from(insightPosts).where(inArray(insightPosts.slug, run))),
    rowsInChunks(addresses, (run) =>
      db
        .select({ alias: insightPostAliases.slug, owner: insightPosts.slug })
        .from(insightPostAliases)
        .innerJoin(insightPosts, eq(insightPostAliases.postId, insightPosts.id))
        .where(inArray(insightPostAliases.slug, run)),
    ),
  ]);
  for (const post of posts) slugs.add(post.slug);
  for (const { alias, owner } of aliases) aliasOwners.set(alias, owner);
  return { slugs, aliasOwners };
}

/**
 * Reads and checks every article of an upload: its own fields, duplicates inside the upload,
 * and D1 (an existing slug is an update; a slug or alias that is already another article's
 * address is an error). Throws TooManyArticles past the limit.
 */
export async function parseUpload(db: DrizzleD1Database, upload: UploadRequest): Promise<CheckedRecord[]> {
  const reader = await import("./article-source");
  const sources = readSources(reader, upload);
  if (sources.length > UPLOAD_LIMITS.articles) throw new TooManyArticles(sources.length);
  const errors = sources.map((source) => ({ ...source.check.errors }));
  const severalIn = new Set(sources.filter((source) => source.entry > 1).map((source) => source.file));
  const where = (source: Source) => (severalIn.has(source.file) ? `${source.file}, article ${source.entry}` : source.file);

  // Inside the upload: each address (slug or alias) may belong to one article only.
  const slugOf = sources.map((source) => (reader.ARTICLE_SLUG.test(source.check.slug) ? source.check.slug : null));
  const bySlug = new Map<string, number[]>();
  slugOf.forEach((slug, i) => {
    if (slug) bySlug.set(slug, [...(bySlug.get(slug) ?? []), i]);
  });
  const byAlias = new Map<string, number[]>();
  sources.forEach((source, i) => {
    for (const alias of source.check.article?.aliases ?? []) byAlias.set(alias, [...(byAlias.get(alias) ?? []), i]);
  });
  sources.forEach((source, i) => {
    const slug = slugOf[i];
    if (slug) {
      const others = bySlug.get(slug)!.filter((j) => j !== i);
      if (others.length)
        addError(errors[i]!, "slug", `Another article in this upload (${where(sources[others[0]!]!)}) has the slug "${slug}".`);
    }
    for (const alias of source.check.article?.aliases ?? []) {
      const owner = bySlug.get(alias)?.find((j) => j !== i);
      const sharer = byAlias.get(alias)?.find((j) => j !== i);
      if (owner !== undefined)
        addError(errors[i]!, "aliases", `The alias "${alias}" is the slug of another article in this upload (${where(sources[owner]!)}).`);
      else if (sharer !== undefined)
        addError(
          errors[i]!,
          "aliases",
          `The alias "${alias}" is also an alias of another article in this upload (${where(sources[sharer]!)}).`,
        );
    }
  });

  // Against D1.
  const addresses = [...new Set([...bySlug.keys(), ...byAlias.keys()])];
  const inUse = await addressesInUse(db, addresses);
  return sources.map((source, i): CheckedRecord => {
    const slug = slugOf[i];
    const recordErrors = errors[i]!;
    if (slug) {
      const owner = inUse.aliasOwners.get(slug);
      if (owner !== undefined && owner !== slug) {
        addError(recordErrors, "slug", `"${slug}" is already another address (alias) of the article "${owner}"; choose another slug.`);
      }
      for (const alias of source.check.article?.aliases ?? []) {
        const aliasOwner = inUse.aliasOwners.get(alias);
        if (inUse.slugs.has(alias)) addError(recordErrors, "aliases", `The alias "${alias}" is the slug of an existing article.`);
        else if (aliasOwner !== undefined && aliasOwner !== slug)
          addError(recordErrors, "aliases", `The alias "${alias}" already belongs to the article "${aliasOwner}".`);
      }
    }
    const valid = Object.keys(recordErrors).length === 0 && source.check.article !== null;
    return {
      index: i,
      file: source.file,
      entry: source.entry,
      slug: source.check.slug,
      title: source.check.title,
      action: slug ? (inUse.slugs.has(slug) ? "update" : "create") : null,
      errors: recordErrors,
      article: valid ? source.check.article : null,
    };
  });
}

export const uploadIsValid = (records: readonly CheckedRecord[]) =>
  records.length > 0 && records.every((r) => r.article && !Object.keys(r.errors).length);

/** The preview's view of the records (the rendered rows stay on the server). */
export const recordViews = (records: readonly CheckedRecord[]): UploadRecord[] => records.map(({ article: _article, ...view }) => view);

const excluded = (column: SQLiteColumn): SQL => sql.raw(`excluded.${column.name}`);
const postIdOf = (slug: string) => sql`(select ${insightPosts.id} from ${insightPosts} where ${insightPosts.slug} = ${slug})`;

function writesFor(db: DrizzleD1Database, record: CheckedRecord, actor: string): BatchItem<"sqlite">[] {
  const { aliases, ...row } = record.article!;
  const writes: BatchItem<"sqlite">[] = [
    db
      .insert(insightPosts)
      .values(row)
      .onConflictDoUpdate({
        target: insightPosts.slug,
        set: {
          title: excluded(insightPosts.title),
          description: excluded(insightPosts.description),
          excerpt: excluded(insightPosts.excerpt),
          category: excluded(insightPosts.category),
          author: excluded(insightPosts.author),
          html: excluded(insightPosts.html),
          wordCount: excluded(insightPosts.wordCount),
          readTime: excluded(insightPosts.readTime),
          publishedAt: excluded(insightPosts.publishedAt),
          updatedAt: excluded(insightPosts.updatedAt),
        },
      }),
    // The upload's aliases replace the article's.
    db.delete(insightPostAliases).where(eq(insightPostAliases.postId, postIdOf(row.slug))),
  ];
  // No conflict clause: an alias taken since the check fails the batch, and nothing is written.
  if (aliases.length)
    writes.push(db.insert(insightPostAliases).values(aliases.map((alias) => ({ slug: alias, postId: postIdOf(row.slug) }))));
  writes.push(
    auditInsert(db, {
      actor,
      action: "insights.upload",
      subjectType: "insight",
      subjectId: row.slug,
      detail: { action: record.action, title: row.title },
    }),
  );
  return writes;
}

/**
 * Writes every record (create or update by slug, aliases replaced, one audit entry each) in
 * one D1 batch: a failing statement rolls all of it back. Throws InvalidUpload, writing
 * nothing, when any record has errors.
 */
export async function applyUpload(
  db: DrizzleD1Database,
  records: readonly CheckedRecord[],
  actor: string,
): Promise<{ created: number; updated: number }> {
  if (!uploadIsValid(records)) throw new InvalidUpload();
  const [first, ...rest] = records.flatMap((record) => writesFor(db, record, actor));
  await db.batch([first!, ...rest]);
  return {
    created: records.filter((r) => r.action === "create").length,
    updated: records.filter((r) => r.action === "update").length,
  };
}

/** Whether a failed write broke a database constraint (something changed between the check and the write). */
export function isConstraintFailure(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (/constraint/i.test(e.message)) return true;
  return false;
}
