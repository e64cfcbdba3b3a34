import { env } from "cloudflare:workers";
import { and, inArray, notInArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Env } from "../env";
import { chunked, D1_MAX_PARAMETERS, OR_TERMS_PER_RUN } from "./chunks";
import { database } from "./client";
import { deliveries, leads } from "./schema";

const db = database((env as Env).DB);
const ids = Array.from({ length: 1000 }, (_, i) => `lead-${i}`);
const bound = (statements: { toSQL(): { params: unknown[] } }[]) => statements.map((statement) => statement.toSQL().params.length);

describe("chunked: every list bound into SQL in runs D1 accepts", () => {
  it("should measure what a statement binds per item, so a list bound twice gets runs half as long", () => {
    const once = chunked(ids, (run) => db.delete(leads).where(inArray(leads.id, run)));
    expect(once).toHaveLength(Math.ceil(1000 / D1_MAX_PARAMETERS));
    const twice = chunked(ids, (run) =>
      db
        .update(leads)
        .set({ mergedInto: null })
        .where(and(inArray(leads.mergedInto, run), notInArray(leads.id, run))),
    );
    expect(Math.max(...bound(twice))).toBeLessThanOrEqual(D1_MAX_PARAMETERS);
    expect(twice.length).toBeGreaterThanOrEqual(1000 / 49);
    // A multi-row insert binds each row's values.
    const rows = ids.map((leadId) => ({ leadId, channel: "email" as const, attempt: 1, status: "sent" as const }));
    const inserts = chunked(rows, (run) => db.insert(deliveries).values(run));
    expect(Math.max(...bound(inserts))).toBeLessThanOrEqual(D1_MAX_PARAMETERS);
    expect(inserts.flatMap((insert) => insert.toSQL().params).filter((param) => String(param).startsWith("lead-"))).toHaveLength(1000);
  });

  it("should cap the runs of a statement that ORs a condition per item, and refuse one that cannot fit a single item", () => {
    const ors = chunked(
      ids,
      (run) =>
        db
          .select()
          .from(leads)
          .where(
            sql.join(
              run.map((id) => sql`instr(${leads.name}, ${id}) > 0`),
              sql` or `,
            ),
          ),
      OR_TERMS_PER_RUN,
    );
    expect(Math.max(...bound(ors))).toBe(OR_TERMS_PER_RUN);
    const crowded = Array.from({ length: D1_MAX_PARAMETERS }, (_, i) => `fixed-${i}`);
    expect(() =>
      chunked(ids, (run) =>
        db
          .select()
          .from(leads)
          .where(and(inArray(leads.id, run), inArray(leads.email, crowded))),
      ),
    ).toThrow(/binds 101 parameters for one item/);
    expect(chunked([], (run: string[]) => db.delete(leads).where(inArray(leads.id, run)))).toEqual([]);
  });
});
