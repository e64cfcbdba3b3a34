import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { database } from "../../db/client";
import { leads } from "../../db/schema";
import type { Env } from "../../env";
import { fetchAdmin } from "../../test/fetch";
import { storeTestLead, uniquePhone } from "../../test/leads";

const db = database((env as Env).DB);
const TEAM = ["developer@localhost", "pat.doyle@example.com", null] as const;
const LEADS = 5;

/** One call of the office's lead tools, on leads named by their place in the household. */
type Call =
  | { tool: "merge"; lead: number; into: number }
  | { tool: "unmerge"; lead: number }
  | { tool: "erase"; person: 0 | 1 }
  | { tool: "assign"; lead: number; to: (typeof TEAM)[number] }
  | { tool: "amounts"; lead: number; estimateCents: number | null };

const lead = fc.integer({ min: 0, max: LEADS - 1 });
const call: fc.Arbitrary<Call> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ tool: fc.constant("merge" as const), lead, into: lead }) },
  { weight: 2, arbitrary: fc.record({ tool: fc.constant("unmerge" as const), lead }) },
  { weight: 1, arbitrary: fc.record({ tool: fc.constant("erase" as const), person: fc.constantFrom(0 as const, 1 as const) }) },
  { weight: 2, arbitrary: fc.record({ tool: fc.constant("assign" as const), lead, to: fc.constantFrom(...TEAM) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      tool: fc.constant("amounts" as const),
      lead,
      estimateCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
    }),
  },
);

const json = (method: string, path: string, body: unknown) =>
  fetchAdmin(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

let household = 0;

/**
 * A household: two people sharing a phone number; leads 0-2 are the first person's (one e-mail),
 * 3-4 the second's. Any two can be merged (same e-mail or phone).
 */
async function newHousehold() {
  household += 1;
  const tag = `tools${Date.now()}h${household}`;
  const phone = uniquePhone();
  const emails = [`first.${tag}@example.net`, `second.${tag}@example.net`] as const;
  const ids: string[] = [];
  for (let i = 0; i < LEADS; i++) {
    const person = i < 3 ? 0 : 1;
    ids.push(await storeTestLead({ name: `Lead ${i} ${tag}`, email: emails[person], phone }, new Date(Date.now() - (LEADS - i) * 60_000)));
  }
  return { tag, ids, emails };
}

function send(house: Awaited<ReturnType<typeof newHousehold>>, c: Call): Promise<Response> {
  const id = (i: number) => house.ids[i]!;
  switch (c.tool) {
    case "merge":
      return json("POST", `/api/admin/leads/${id(c.lead)}/merge`, { into: id(c.into) });
    case "unmerge":
      return json("POST", `/api/admin/leads/${id(c.lead)}/unmerge`, {});
    case "erase":
      return json("POST", "/api/admin/erasure", { person: house.emails[c.person], leadIds: house.ids });
    case "assign":
      return json("PATCH", `/api/admin/leads/${id(c.lead)}`, { assignee: c.to });
    case "amounts":
      return json("PATCH", `/api/admin/leads/${id(c.lead)}`, { estimateCents: c.estimateCents });
  }
}

describe("the office's lead tools, called at the same time", () => {
  it("should never let a lead leave the list unless it was erased, whatever runs at once", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 2, maxLength: 8 }), async (calls) => {
        const house = await newHousehold();
        const answers = await Promise.all(calls.map((c) => send(house, c)));
        // Refusals are answers too (409 for a merge that lost its race), never a server error.
        for (const answer of answers) expect(answer.status).toBeLessThan(500);

        const erasedPeople = new Set(calls.flatMap((c, i) => (c.tool === "erase" && answers[i]!.status === 200 ? [c.person] : [])));
        const rows = await db
          .select({ id: leads.id, email: leads.email, mergedInto: leads.mergedInto, estimateCents: leads.estimateCents })
          .from(leads)
          .where(inArray(leads.id, house.ids));
        const byId = new Map(rows.map((row) => [row.id, row]));
        const listed = new Set(
          ((await (await fetchAdmin(`/api/admin/leads?q=${house.tag}&limit=100`)).json()) as { leads: { id: string }[] }).leads.map(
            (row) => row.id,
          ),
        );

        house.ids.forEach((id, i) => {
          const row = byId.get(id);
          // Gone only if their person was erased.
          if (!row) {
            expect(erasedPeople.has(i < 3 ? 0 : 1), `lead ${i} vanished without an erasure`).toBe(true);
            return;
          }
          // Still held: in the list itself, or merged (by a chain without loops) into a lead that is.
          let at = row;
          const seen = new Set<string>();
          while (at.mergedInto) {
            expect(seen.has(at.id), `lead ${i} is in a merge loop`).toBe(false);
            seen.add(at.id);
            const next = byId.get(at.mergedInto);
            expect(next, `lead ${i} is merged into a lead that no longer exists`).toBeDefined();
            at = next!;
          }
          expect(listed.has(at.id), `lead ${i} is in neither the list nor a listed lead`).toBe(true);
          // An amount is one the office set (or none).
          const written = calls.flatMap((c) => (c.tool === "amounts" && c.lead === i ? [c.estimateCents] : []));
          expect([null, ...written]).toContain(row.estimateCents);
        });
      }),
      { numRuns: 25 },
    );
  });
});
