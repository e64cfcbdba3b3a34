import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeadDetailAnswer } from "../../contracts/admin";
import { database } from "../db/client";
import { leads } from "../db/schema";
import type { Env } from "../env";
import { bookDirectly, openWindowsLatestFirst } from "../test/bookings";
import { fetchAdmin as admin } from "../test/fetch";
import { storeTestLead, uniquePhone } from "../test/leads";
import { mergeLead } from "./duplicates";

const db = database((env as Env).DB);
const run = `merge${Date.now()}`;
const post = (path: string, body: unknown) =>
  admin(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const merge = (id: string, into: string) => post(`/api/admin/leads/${id}/merge`, { into });
const mergedInto = async (ids: string[]) =>
  new Map(
    (await db.select({ id: leads.id, mergedInto: leads.mergedInto }).from(leads).where(inArray(leads.id, ids))).map((r) => [
      r.id,
      r.mergedInto,
    ]),
  );

/** Two requests of one homeowner (same e-mail), the first a minute older. */
async function pair(label: string) {
  const email = `${label}.${run}@example.net`;
  const first = await storeTestLead({ email, phone: uniquePhone(), name: `First ${label} ${run}` }, new Date(Date.now() - 60_000));
  const second = await storeTestLead({ email, phone: uniquePhone(), name: `Second ${label} ${run}` });
  return [first, second] as const;
}

/**
 * The database as two requests see it when both have read before either writes: each batch waits
 * until the other request has reached its batch too (the worst interleaving, every time).
 */
function bothReadFirst(parties: number): typeof db {
  let waiting = 0;
  let release: () => void = () => undefined;
  const allThere = new Promise<void>((resolve) => {
    release = resolve;
  });
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "batch") return Reflect.get(target, key, receiver);
      return async (statements: Parameters<typeof db.batch>[0]) => {
        waiting += 1;
        if (waiting === parties) release();
        await allThere;
        return target.batch(statements);
      };
    },
  });
}

describe("merging leads", () => {
  it("should refuse the second of two opposite merges that both read the leads before either wrote", async () => {
    for (let trial = 0; trial < 3; trial++) {
      const [a, b] = await pair(`interleaved${trial}`);
      const racing = bothReadFirst(2);
      const outcomes = await Promise.all([mergeLead(racing, a, b, "test"), mergeLead(racing, b, a, "test")]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["merged", "refused"]);
      const state = await mergedInto([a, b]);
      expect([a, b].filter((id) => state.get(id) === null)).toHaveLength(1);
    }
  });

  it("should let only one of two opposite merges made at the same moment through, and lose neither lead", async () => {
    for (let trial = 0; trial < 12; trial++) {
      const [a, b] = await pair(`race${trial}`);
      const answers = await Promise.all([merge(a, b), merge(b, a)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const state = await mergedInto([a, b]);
      // Exactly one carries on, and the other points at it.
      const carriesOn = [a, b].filter((id) => state.get(id) === null);
      expect(carriesOn).toHaveLength(1);
      const other = carriesOn[0] === a ? b : a;
      expect(state.get(other)).toBe(carriesOn[0]);
    }
  });

  it("should undo a merge from the lead's history, bringing back its appointments", async () => {
    const [first, second] = await pair("undo");
    const [window] = await openWindowsLatestFirst();
    const [row] = await db.select().from(leads).where(eq(leads.id, second));
    const booked = await bookDirectly(db, window!, {}, { join: row! });
    expect((await merge(second, first)).status).toBe(200);
    expect(((await (await admin(`/api/admin/leads/${first}`)).json()) as LeadDetailAnswer).appointments.map((a) => a.id)).toContain(
      booked.appointmentId,
    );

    const undone = await post(`/api/admin/leads/${second}/unmerge`, {});
    expect(undone.status).toBe(200);
    const detail = (await undone.json()) as LeadDetailAnswer;
    expect(detail.lead.mergedInto).toBeNull();
    expect(detail.appointments.map((a) => a.id)).toEqual([booked.appointmentId]);
    expect(detail.audit[0]).toMatchObject({ action: "lead.unmerged", detail: { from: first } });
    const list = (await (await admin(`/api/admin/leads?q=${encodeURIComponent(`Second undo ${run}`)}`)).json()) as {
      leads: { id: string }[];
    };
    expect(list.leads.map((lead) => lead.id)).toEqual([second]);
    // Undone once: a second undo has nothing to take back.
    expect((await post(`/api/admin/leads/${second}/unmerge`, {})).status).toBe(409);
    // And it can be merged again.
    expect((await merge(second, first)).status).toBe(200);
  });
});
