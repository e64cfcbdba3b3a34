/**
 * Writes the seed SQL for D1 from content/ (run by `npm run db:seed`, which then applies it
 * with `wrangler d1 execute`). Usage: tsx worker/db/seed/index.ts <out.sql>
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { loadArticles } from "./articles";
import { articleSeedStatements } from "./statements";

export function seedStatements(root = process.cwd()): string[] {
  return articleSeedStatements(loadArticles(resolve(root, "content/articles")));
}

const out = process.argv[2];
if (out && import.meta.url === `file://${resolve(process.argv[1] ?? "")}`) {
  const statements = seedStatements();
  mkdirSync(dirname(resolve(out)), { recursive: true });
  writeFileSync(out, `${statements.join("\n")}\n`);
  console.log(`Wrote ${statements.length} seed statements to ${out}`);
}
