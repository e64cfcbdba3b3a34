import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** Insight articles: seeded from content/articles (markdown rendered at build time), later uploadable. */
export const insightPosts = sqliteTable(
  "insight_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    html: text("html").notNull(),
    wordCount: integer("word_count").notNull(),
    readTime: integer("read_time").notNull().default(5),
    publishedAt: text("published_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("insight_posts_published_idx").on(t.publishedAt)],
);

/** Other addresses of an article (e.g. a second slug); they render the article with its canonical. */
export const insightPostAliases = sqliteTable("insight_post_aliases", {
  slug: text("slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => insightPosts.id, { onDelete: "cascade" }),
});
