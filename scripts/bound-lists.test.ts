import assert from "node:assert/strict";
import { resolve } from "node:path";
import { test } from "node:test";
import { projectProgram, unboundedLists } from "./bound-lists";

/**
 * Every list known only at run time goes into SQL a run at a time (worker/db/chunks.ts), because
 * D1 refuses a statement binding more than 100 parameters (docs/decisions/055). The planted file
 * below makes each mistake the rule is there for; the Worker's own code must make none.
 */

const PLANTED = resolve("worker/__planted_bound_lists__.ts");
const planted = `
import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { chunked } from "./db/chunks";
import { leads } from "./db/schema";

const STATES = ["new", "contacted"] as const;

export function plantedMistakes(db: DrizzleD1Database, ids: string[], words: string[], undo: { carried: string[] }) {
  return [
    db.delete(leads).where(inArray(leads.id, ids)), // planted: a runtime list bound whole
    db.update(leads).set({ mergedInto: null }).where(and(inArray(leads.mergedInto, ids), notInArray(leads.id, ids))), // planted: twice
    db.select().from(leads).where(or(...words.map((word) => sql\`instr(\${leads.name}, \${word}) > 0\`))), // planted: an OR per item
    db.select().from(leads).where(inArray(leads.id, undo.carried.filter(Boolean))), // planted: a field of a runtime object
    db.select().from(leads).where(sql\`\${leads.id} in (\${sql.join(ids.map((id) => sql\`\${id}\`), sql\`, \`)})\`), // planted: sql.join
  ];
}

export function plantedFine(db: DrizzleD1Database, ids: string[], id: string, into: string) {
  return [
    db.select().from(leads).where(inArray(leads.status, ["new", "lost"])),
    db.select().from(leads).where(inArray(leads.status, [...STATES])),
    db.select().from(leads).where(inArray(leads.id, [id, into])),
    db.select().from(leads).where(inArray(leads.id, db.select({ id: leads.id }).from(leads).where(eq(leads.status, "new")))),
    ...chunked(ids, (run) => db.delete(leads).where(and(inArray(leads.mergedInto, run), notInArray(leads.id, run)))),
    ...chunked(ids, (run) => db.select().from(leads).where(or(...run.map((each) => eq(leads.id, each))))),
  ];
}
`;

const program = projectProgram({ [PLANTED]: planted });

test("the Worker binds no runtime list into SQL outside a run of worker/db/chunks.ts", () => {
  const found = unboundedLists(program, (file) => file.includes("/worker/") && !file.endsWith(".test.ts") && file !== PLANTED);
  assert.deepEqual(
    found.map((finding) => `${finding.file.replace(`${process.cwd()}/`, "")}:${finding.line}: ${finding.text}`),
    [],
  );
});

test("the rule catches every planted mistake and nothing that is fine", () => {
  const found = unboundedLists(program, (file) => file === PLANTED);
  const lines = planted.split("\n");
  const plantedLines = lines.flatMap((line, i) => (line.includes("// planted:") ? [i + 1] : []));
  assert.equal(plantedLines.length, 5);
  assert.deepEqual(
    [...new Set(found.map((finding) => finding.line))].sort((a, b) => a - b),
    plantedLines,
  );
});
