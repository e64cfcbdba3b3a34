import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditTrail } from "../../admin/audit";
import { database } from "../../db/client";
import type { Env } from "../../env";
import { UNSAFE_HTML_RULE } from "../../insights/article-source";
import { applyUpload, InvalidUpload, isConstraintFailure, parseUpload, type UploadRecord } from "../../insights/upload";
import { devAdminHeaders, fetchWorker } from "../../test/fetch";

const d1 = (env as Env).DB;
const db = database(d1);
const run = Date.now().toString(36);
const slug = (name: string) => `${name}-${run}`;

const DESCRIPTION = "How gutter guards work, what they cost in Maryland and when they are worth it for your home.";

function markdownArticle(
  articleSlug: string,
  {
    title = "Are Gutter Guards Worth It?",
    updatedAt = "2026-02-01",
    aliases = [] as string[],
    extra = "",
    body = "Leaves fill gutters every fall.",
  } = {},
) {
  return [
    "---",
    `slug: ${articleSlug}`,
    `title: "${title}"`,
    `description: "${DESCRIPTION}"`,
    "category: Gutters",
    "publishedAt: 2026-01-05",
    `updatedAt: ${updatedAt}`,
    `aliases: [${aliases.join(", ")}]`,
    ...(extra ? [extra] : []),
    "---",
    "",
    body,
    "",
  ].join("\n");
}

function jsonArticle(articleSlug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug: articleSlug,
    title: "Seamless Gutters Explained",
    description: DESCRIPTION,
    category: "Gutters",
    publishedAt: "2026-03-01",
    updatedAt: "2026-03-02",
    markdown: "Seamless gutters are formed on site.\n\n## Why it matters\n\nFewer joints, fewer leaks.",
    ...overrides,
  };
}

type Upload = { format: "json" | "markdown"; files: { name: string; text: string }[] };

const admin = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetchWorker(path, {
    method: "POST",
    headers: { ...devAdminHeaders(), "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const preview = async (upload: Upload) => {
  const response = await admin("/api/admin/insights/preview", upload);
  expect(response.status).toBe(200);
  return (await response.json()) as { records: UploadRecord[]; valid: boolean };
};
const upload = (body: Upload) => admin("/api/admin/insights/upload", body);
const markdown = (...files: [name: string, text: string][]): Upload => ({
  format: "markdown",
  files: files.map(([name, text]) => ({ name, text })),
});

/** What an upload could change: every article, every alias and every upload audit entry. */
async function counts() {
  const count = async (sql: string) => (await d1.prepare(sql).first<number>("n")) ?? 0;
  return {
    posts: await count("select count(*) as n from insight_posts"),
    aliases: await count("select count(*) as n from insight_post_aliases"),
    audits: await count("select count(*) as n from audit_log where action = 'insights.upload'"),
  };
}
const postsWithSlug = async (articleSlug: string) =>
  (
    await d1
      .prepare("select * from insight_posts where slug = ?")
      .bind(articleSlug)
      .all<{ id: number; title: string; updated_at: string; created_at: string }>()
  ).results;
const aliasesOf = async (articleSlug: string) =>
  (
    await d1
      .prepare("select a.slug from insight_post_aliases a join insight_posts p on p.id = a.post_id where p.slug = ? order by a.slug")
      .bind(articleSlug)
      .all<{ slug: string }>()
  ).results.map((r) => r.slug);

describe("admin insight upload API: upload validation and atomicity", () => {
  it("should answer 401 without the admin sign-in, and write nothing", async () => {
    const body = JSON.stringify(markdown(["a.md", markdownArticle(slug("unsigned"))]));
    for (const path of ["/api/admin/insights/preview", "/api/admin/insights/upload"]) {
      const response = await fetchWorker(path, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Sign in first (development sign-in)." } });
    }
    expect(await postsWithSlug(slug("unsigned"))).toEqual([]);
  });

  it("should preview markdown files as creates and updates without writing anything", async () => {
    const before = await counts();
    const result = await preview(
      markdown(
        ["new.md", markdownArticle(slug("preview-new"))],
        ["storm.md", markdownArticle("storm-chasers", { title: "Storm Chasers: How to Spot Them" })],
      ),
    );
    expect(result).toEqual({
      valid: true,
      records: [
        {
          index: 0,
          file: "new.md",
          entry: 1,
          slug: slug("preview-new"),
          title: "Are Gutter Guards Worth It?",
          action: "create",
          errors: {},
        },
        {
          index: 1,
          file: "storm.md",
          entry: 1,
          slug: "storm-chasers",
          title: "Storm Chasers: How to Spot Them",
          action: "update",
          errors: {},
        },
      ],
    });
    expect(await counts()).toEqual(before);
    expect(await postsWithSlug(slug("preview-new"))).toEqual([]);
  });

  it("should read JSON files holding one article, a list, or { posts }", async () => {
    const result = await preview({
      format: "json",
      files: [
        { name: "one.json", text: JSON.stringify(jsonArticle(slug("json-one"))) },
        { name: "list.json", text: JSON.stringify([jsonArticle(slug("json-two")), jsonArticle(slug("json-three"))]) },
        { name: "posts.json", text: JSON.stringify({ posts: [jsonArticle(slug("json-four"))] }) },
      ],
    });
    expect(result.valid).toBe(true);
    expect(result.records.map((r) => [r.file, r.entry, r.slug, r.action])).toEqual([
      ["one.json", 1, slug("json-one"), "create"],
      ["list.json", 1, slug("json-two"), "create"],
      ["list.json", 2, slug("json-three"), "create"],
      ["posts.json", 1, slug("json-four"), "create"],
    ]);
  });

  it("should name what is wrong with each file and each record", async () => {
    const json = await preview({
      format: "json",
      files: [
        { name: "broken.json", text: '{"slug": "x",' },
        { name: "article.md", text: markdownArticle(slug("wrong-format")) },
        { name: "empty-list.json", text: "[]" },
        { name: "posts.json", text: '{"posts": {"slug": "x"}}' },
        { name: "blank.json", text: "  \n" },
        {
          name: "mixed.json",
          text: JSON.stringify([jsonArticle(slug("json-ok")), jsonArticle(slug("json-bad"), { title: "Short", html: "<p>x</p>" }), 42]),
        },
      ],
    });
    expect(json.valid).toBe(false);
    expect(json.records.map((r) => [r.file, r.entry, r.errors])).toEqual([
      ["broken.json", 1, { file: expect.stringMatching(/^broken\.json is not valid JSON: .+\.$/) }],
      ["article.md", 1, { file: "article.md looks like markdown with front matter; choose the Markdown format." }],
      ["empty-list.json", 1, { file: "empty-list.json holds no articles." }],
      ["posts.json", 1, { file: 'In posts.json, "posts" must be a list of articles.' }],
      ["blank.json", 1, { file: "blank.json is empty." }],
      ["mixed.json", 1, {}],
      [
        "mixed.json",
        2,
        {
          title: "The title needs 10 to 120 characters; it has 5.",
          html: '"html" is not an article field; use slug, title, description, category, publishedAt, updatedAt, aliases.',
        },
      ],
      [
        "mixed.json",
        3,
        {
          record:
            "Each article must be a JSON object with slug, title, description, category, publishedAt, updatedAt, aliases and markdown (the body).",
        },
      ],
    ]);
    expect(json.records.map((r) => r.action)).toEqual([null, null, null, null, null, "create", "create", null]);

    const md = await preview(
      markdown(
        ["data.md", JSON.stringify(jsonArticle(slug("md-json")))],
        ["script.md", markdownArticle(slug("md-script"), { body: "Hi <script>alert(1)</script>" })],
      ),
    );
    expect(md.records.map((r) => r.errors)).toEqual([
      { file: "data.md looks like JSON; choose the JSON format." },
      { markdown: `Remove the <script> element: ${UNSAFE_HTML_RULE}.` },
    ]);
  });

  it("should answer 400 for a malformed request, 415 for a body that is not JSON and 413 past the limits", async () => {
    const badJson = await admin("/api/admin/insights/preview", "{not json");
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ error: { code: "invalid_json", message: "The request body must be a JSON object." } });

    const badShape = await admin("/api/admin/insights/preview", { format: "html", files: [] });
    expect(badShape.status).toBe(400);
    expect(await badShape.json()).toEqual({
      error: {
        code: "validation_failed",
        message: "The upload request is not valid.",
        fields: { format: 'Choose the format: "json" or "markdown".', files: "Choose at least one file or paste an article." },
      },
    });

    const form = await admin("/api/admin/insights/upload", JSON.stringify(markdown(["a.md", markdownArticle(slug("form"))])), {
      "Content-Type": "text/plain",
    });
    expect(form.status).toBe(415);

    const limits = "Upload at most 2 MB, 50 files and 50 articles at a time.";
    const huge = await admin(
      "/api/admin/insights/preview",
      markdown(["huge.md", markdownArticle(slug("huge"), { body: "word ".repeat(450_000) })]),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: { code: "upload_too_large", message: `The upload is too large. ${limits}` } });

    const manyFiles = await admin(
      "/api/admin/insights/upload",
      markdown(...Array.from({ length: 51 }, (_, i): [string, string] => [`${i}.md`, markdownArticle(slug(`many-${i}`))])),
    );
    expect(manyFiles.status).toBe(413);
    expect(((await manyFiles.json()) as { error: { message: string } }).error.message).toBe(`This upload has 51 files. ${limits}`);

    const manyArticles = await admin("/api/admin/insights/upload", {
      format: "json",
      files: [{ name: "all.json", text: JSON.stringify(Array.from({ length: 51 }, (_, i) => jsonArticle(slug(`many-${i}`)))) }],
    });
    expect(manyArticles.status).toBe(413);
    expect(((await manyArticles.json()) as { error: { message: string } }).error.message).toBe(`This upload holds 51 articles. ${limits}`);
    expect(await postsWithSlug(slug("many-0"))).toEqual([]);
  });

  it("should create, then update in place: one row, new fields and updatedAt, aliases replaced, each change audited", async () => {
    const articleSlug = slug("gutter-guards");
    const created = await upload(
      markdown(
        ["gutters.md", markdownArticle(articleSlug, { aliases: [slug("old-gutters")] })],
        ["seamless.md", markdownArticle(slug("seamless"))],
      ),
    );
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      created: 2,
      updated: 0,
      records: [
        { slug: articleSlug, action: "create" },
        { slug: slug("seamless"), action: "create" },
      ],
    });
    const [first] = await postsWithSlug(articleSlug);
    expect(first).toMatchObject({
      title: "Are Gutter Guards Worth It?",
      updated_at: "2026-02-01T00:00:00.000Z",
      author: "Old Line Exteriors",
    });
    expect(await aliasesOf(articleSlug)).toEqual([slug("old-gutters")]);
    const viaAlias = await fetchWorker(`/api/insights/articles/${slug("old-gutters")}`);
    expect(await viaAlias.json()).toMatchObject({ canonicalSlug: articleSlug, title: "Are Gutter Guards Worth It?" });

    const updated = await upload(
      markdown([
        "gutters.md",
        markdownArticle(articleSlug, {
          title: "Gutter Guards: Worth It in 2026?",
          updatedAt: "2026-04-10",
          aliases: [slug("guards"), slug("guard-prices")],
        }),
      ]),
    );
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ created: 0, updated: 1, records: [{ slug: articleSlug, action: "update", errors: {} }] });
    const rows = await postsWithSlug(articleSlug);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first!.id,
      created_at: first!.created_at,
      title: "Gutter Guards: Worth It in 2026?",
      updated_at: "2026-04-10T00:00:00.000Z",
    });
    expect(await aliasesOf(articleSlug)).toEqual([slug("guard-prices"), slug("guards")]);
    expect((await fetchWorker(`/api/insights/articles/${slug("old-gutters")}`)).status).toBe(404);

    const audit = await auditTrail(db, "insight", articleSlug);
    expect(audit.map(({ actor, action, subjectType, subjectId, detail }) => ({ actor, action, subjectType, subjectId, detail }))).toEqual([
      {
        actor: "developer@localhost",
        action: "insights.upload",
        subjectType: "insight",
        subjectId: articleSlug,
        detail: { action: "update", title: "Gutter Guards: Worth It in 2026?" },
      },
      {
        actor: "developer@localhost",
        action: "insights.upload",
        subjectType: "insight",
        subjectId: articleSlug,
        detail: { action: "create", title: "Are Gutter Guards Worth It?" },
      },
    ]);
  });

  it("should refuse a slug used twice in one upload, and addresses other articles already have", async () => {
    const twice = slug("twice");
    const result = await preview(
      markdown(
        ["a.md", markdownArticle(twice)],
        ["b.md", markdownArticle(twice)],
        ["alias-slug.md", markdownArticle("how-to-spot-storm-chasers")],
        ["aliases.md", markdownArticle(slug("alias-clash"), { aliases: ["storm-chasers", "how-to-spot-storm-chasers", twice] })],
      ),
    );
    expect(result.valid).toBe(false);
    expect(result.records.map((r) => r.errors)).toEqual([
      { slug: `Another article in this upload (b.md) has the slug "${twice}".` },
      { slug: `Another article in this upload (a.md) has the slug "${twice}".` },
      { slug: '"how-to-spot-storm-chasers" is already another address (alias) of the article "storm-chasers"; choose another slug.' },
      {
        aliases: [
          'The alias "how-to-spot-storm-chasers" is the slug of another article in this upload (alias-slug.md).',
          `The alias "${twice}" is the slug of another article in this upload (a.md).`,
          'The alias "storm-chasers" is the slug of an existing article.',
          'The alias "how-to-spot-storm-chasers" already belongs to the article "storm-chasers".',
        ].join(" "),
      },
    ]);
  });

  it("should write nothing when one record of the upload is bad, and say which", async () => {
    const before = await counts();
    const response = await upload({
      format: "json",
      files: [
        {
          name: "batch.json",
          text: JSON.stringify({
            posts: [
              jsonArticle(slug("good-one"), { aliases: [slug("good-alias")] }),
              jsonArticle(slug("bad-one"), { publishedAt: "soon" }),
            ],
          }),
        },
      ],
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string; records: UploadRecord[] } };
    expect(body.error.code).toBe("invalid_records");
    expect(body.error.message).toBe("Nothing was saved: 1 of 2 articles has errors. Fix them and try again.");
    expect(body.error.records.map((r) => [r.slug, r.errors])).toEqual([
      [slug("good-one"), {}],
      [slug("bad-one"), { publishedAt: "The publish date (publishedAt) must be a date such as 2026-03-15." }],
    ]);
    expect(await counts()).toEqual(before);
    expect(await postsWithSlug(slug("good-one"))).toEqual([]);
  });

  it("should leave nothing half-written when D1 refuses a statement in the middle of the batch", async () => {
    const records = await parseUpload(db, {
      format: "json",
      files: [
        {
          name: "race.json",
          text: JSON.stringify([
            jsonArticle(slug("race-first")),
            jsonArticle(slug("race-second"), { aliases: [slug("race-alias")] }),
            jsonArticle(slug("race-third")),
          ]),
        },
      ],
    });
    expect(records.every((r) => Object.keys(r.errors).length === 0)).toBe(true);
    // Between the check and the write, another article takes the alias: only the database can notice.
    await d1
      .prepare("insert into insight_post_aliases (slug, post_id) select ?, id from insight_posts where slug = 'storm-chasers'")
      .bind(slug("race-alias"))
      .run();
    const before = await counts();
    const failure = await applyUpload(db, records, "developer@localhost").catch((error: unknown) => error);
    expect(isConstraintFailure(failure)).toBe(true);
    expect(await counts()).toEqual(before);
    expect(await postsWithSlug(slug("race-first"))).toEqual([]);
    expect(await postsWithSlug(slug("race-second"))).toEqual([]);
    expect(await aliasesOf("storm-chasers")).toContain(slug("race-alias"));

    // The API re-checks, so the same upload now reports the clash instead of writing.
    const response = await upload({
      format: "json",
      files: [{ name: "race.json", text: JSON.stringify([jsonArticle(slug("race-second"), { aliases: [slug("race-alias")] })]) }],
    });
    expect(response.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it("should refuse to write records that carry errors, even when called directly", async () => {
    const records = await parseUpload(
      db,
      markdown(["ok.md", markdownArticle(slug("direct-ok"))], ["bad.md", markdownArticle(slug("direct-bad"), { title: "Short" })]),
    );
    const before = await counts();
    await expect(applyUpload(db, records, "developer@localhost")).rejects.toBeInstanceOf(InvalidUpload);
    await expect(applyUpload(db, [], "developer@localhost")).rejects.toBeInstanceOf(InvalidUpload);
    expect(await counts()).toEqual(before);
  });
});

describe("the /data-upload page", () => {
  it("should answer a visitor without the admin sign-in as every admin screen does, and show the upload form to a signed-in admin", async () => {
    const visitor = await fetchWorker("/data-upload");
    const other = await fetchWorker("/communications-test");
    expect(visitor.status).toBe(401);
    expect(visitor.status).toBe(other.status);
    expect(await visitor.text()).not.toContain("Articles to upload");
    await other.arrayBuffer();

    const signedIn = await fetchWorker("/data-upload", { headers: { ...devAdminHeaders() } });
    const html = await signedIn.text();
    expect(html).toContain("Articles to upload");
    expect(html).toContain("developer@localhost");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});
