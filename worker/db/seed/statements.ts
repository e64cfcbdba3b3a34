import type { SeedArticle } from "./articles";

/** A SQLite string literal. */
function literal(value: string | number | null): string {
  if (value === null) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Idempotent SQL that loads the articles: running it again updates rows in place, so a
 * re-seed after editing content/ never duplicates anything.
 */
export function articleSeedStatements(articles: SeedArticle[]): string[] {
  const statements: string[] = [];
  for (const a of articles) {
    statements.push(
      `INSERT INTO insight_posts (slug, title, description, excerpt, category, author, html, word_count, read_time, published_at, updated_at) VALUES (${[
        a.slug,
        a.title,
        a.description,
        a.excerpt,
        a.category,
        a.author,
        a.html,
        a.wordCount,
        a.readTime,
        a.publishedAt,
        a.updatedAt,
      ]
        .map(literal)
        .join(
          ", ",
        )}) ON CONFLICT(slug) DO UPDATE SET title = excluded.title, description = excluded.description, excerpt = excluded.excerpt, category = excluded.category, author = excluded.author, html = excluded.html, word_count = excluded.word_count, read_time = excluded.read_time, published_at = excluded.published_at, updated_at = excluded.updated_at;`,
    );
    for (const alias of a.aliases) {
      statements.push(
        `INSERT INTO insight_post_aliases (slug, post_id) SELECT ${literal(alias)}, id FROM insight_posts WHERE slug = ${literal(a.slug)} ON CONFLICT(slug) DO UPDATE SET post_id = excluded.post_id;`,
      );
    }
  }
  return statements;
}
