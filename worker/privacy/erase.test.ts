import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ErasureHistory, ErasurePreview, ErasureResult } from "../../contracts/admin";
import type { Availability } from "../../contracts/appointment-views";
import { newSessionId } from "../../contracts/chat";
import { database } from "../db/client";
import { deliveries, leads } from "../db/schema";
import type { Env } from "../env";
import { bookDirectly, openWindowsLatestFirst, testBooking } from "../test/bookings";
import { chatBrowser } from "../test/chat";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { postLead, storeTestLead, validLead } from "../test/leads";
import { eraseLeads } from "./erase";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);

const send = (path: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetchAdmin(path, { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

/** Every row of every table of the site's D1 database, as one text to search. */
async function everythingInD1(): Promise<string> {
  const tables = await baseEnv.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  const dumps = await Promise.all(
    tables.results.map(async ({ name }) => JSON.stringify((await baseEnv.DB.prepare(`SELECT * FROM "${name}"`).all()).results)),
  );
  return dumps.join("\n");
}

/** A person who used every way in: the contact form, a booking, the chat (with an admin's note on a lead). */
async function personWithEverything() {
  const stamp = Date.now();
  const person = { name: "Erin Castellano", email: `erin.castellano.${stamp}@example.net`, phone: "(443) 555-0123" };
  const contact = await postLead(validLead(person), { ip: "203.0.113.91" });
  expect(contact.status).toBe(201);
  const { id: contactLead } = (await contact.json()) as { id: string };

  const { days } = (await (await fetchWorker("/api/appointments/availability")).json()) as Availability;
  const window = days.flatMap((day) => day.windows).find((w) => w.available)!;
  const booking = await fetchWorker("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.92", "Idempotency-Key": `"erase-${stamp}"` },
    // The same person, the address typed in capitals this time.
    body: JSON.stringify(testBooking(window.id, { ...person, email: person.email.toUpperCase() })),
  });
  expect(booking.status).toBe(201);
  const { manageToken } = (await booking.json()) as { manageToken: string };

  const visitor = chatBrowser("203.0.113.93");
  const sessionId = newSessionId();
  expect((await visitor.send(sessionId, "My roof on Elm Street leaks when it rains")).status).toBe(200);
  const captured = await visitor.capture({
    sessionId,
    firstName: "Erin",
    lastName: "Castellano",
    email: person.email,
    phone: person.phone,
  });
  expect(await captured.json()).toMatchObject({ success: true });

  await send(`/api/admin/leads/${contactLead}`, "PATCH", { status: "contacted", note: `Called Erin Castellano on ${person.phone}` });
  await db
    .insert(deliveries)
    .values({ leadId: contactLead, channel: "webhook", attempt: 1, status: "failed", error: "webhook answered 500" });
  return { person, sessionId, manageToken };
}

describe("erasing a person", () => {
  it("should leave nothing of them in D1 or in their chat conversation, and audit it without their data", async () => {
    const { person, sessionId, manageToken } = await personWithEverything();
    const neighbour = validLead({ name: "Marcus Bell" });
    expect((await postLead(neighbour)).status).toBe(201);
    const before = await everythingInD1();
    expect(before).toContain(person.email);
    expect(before).toContain("Castellano");

    // First the look at what would go, found by the phone number however it is typed.
    const preview = (await (await send("/api/admin/erasure/preview", "POST", { person: "443-555-0123" })).json()) as ErasurePreview;
    expect(preview).toMatchObject({ person: "+14435550123", appointments: 1, chats: 1 });
    expect(preview.leads).toHaveLength(3);
    expect(preview.deliveries).toBeGreaterThanOrEqual(1);

    // Then the erasure of exactly those leads.
    const erased = await send("/api/admin/erasure", "POST", { person: "443-555-0123", leadIds: preview.leads.map((lead) => lead.id) });
    expect(erased.status).toBe(200);
    expect((await erased.json()) as ErasureResult).toMatchObject({ leads: 3, appointments: 1, chats: 1 });

    const after = await everythingInD1();
    for (const trace of [person.email, person.email.toUpperCase(), "Castellano", "555-0123", "+14435550123", "Elm Street", sessionId])
      expect(after).not.toContain(trace);
    expect(after).toContain(neighbour.email);
    // The private booking link leads nowhere.
    expect((await fetchWorker(`/api/appointments/manage/${manageToken}`)).status).toBe(404);

    // The chat conversation's Durable Object holds nothing and will not wake for retention.
    const stub = baseEnv.CHAT_SESSION.get(baseEnv.CHAT_SESSION.idFromName(sessionId));
    const left = await runInDurableObject(stub, async (_instance, state) => ({
      tables: state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name IN ('messages', 'facts')").toArray(),
      alarm: await state.storage.getAlarm(),
    }));
    expect(left).toEqual({ tables: [], alarm: null });

    // The audit log says who erased how much, and nothing about whom.
    const { recent } = (await (await fetchAdmin("/api/admin/erasure")).json()) as ErasureHistory;
    expect(recent[0]).toMatchObject({ actor: expect.any(String), leads: 3, appointments: 1, chats: 1 });
  });

  it("should refuse what is neither an e-mail address nor a phone number, and erase nothing unconfirmed", async () => {
    const refused = await send("/api/admin/erasure/preview", "POST", { person: "Erin" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { fields: { person: "Enter the person's e-mail address or phone number." } } });

    const lead = validLead();
    expect((await postLead(lead)).status).toBe(201);
    const unconfirmed = await send("/api/admin/erasure", "POST", { person: lead.email, leadIds: [] });
    expect(unconfirmed.status).toBe(400);
    const wrongIds = (await (
      await send("/api/admin/erasure", "POST", { person: lead.email, leadIds: ["not-this-one"] })
    ).json()) as ErasureResult;
    expect(wrongIds.leads).toBe(0);
    expect(await everythingInD1()).toContain(lead.email);
  });

  it("should find and erase the person wherever they are: a booking on another's lead, a merged request, a note naming them", async () => {
    const stamp = Date.now();
    const phone = "(443) 555-0188"; // shared by the household
    const erin = { name: "Erin Castellano", email: `erin.${stamp}@example.net`, phone };
    const marcus = { name: "Marcus Bell", email: `marcus.${stamp}@example.net`, phone };
    const wanda = { name: "Wanda Price", email: `wanda.${stamp}@example.net`, phone };
    const hers = await storeTestLead({ ...erin, projectDetails: "Gutters over the porch." }, new Date(stamp - 3_600_000));
    const his = await storeTestLead({ ...marcus, projectDetails: "New siding, east wall." }, new Date(stamp - 1_800_000));
    const secondOfHers = await storeTestLead({ ...erin, projectDetails: "Gate code 4471, dog named Biscuit in the yard." });
    const wandas = await storeTestLead({ ...wanda, projectDetails: "Replace the skylight." });
    const neighbour = await storeTestLead({ name: "Olu Adeyemi", email: `olu.${stamp}@example.net`, phone: "(410) 555-0150" });

    // Her request merged into his lead (same phone); Wanda's merged into hers.
    expect((await send(`/api/admin/leads/${secondOfHers}/merge`, "POST", { into: his })).status).toBe(200);
    expect((await send(`/api/admin/leads/${wandas}/merge`, "POST", { into: hers })).status).toBe(200);
    // She books from his browser: the booking joins his lead, with her e-mail, street and notes.
    const [window] = await openWindowsLatestFirst();
    const [hisRow] = await db.select().from(leads).where(eq(leads.id, his));
    const booked = await bookDirectly(
      db,
      window!,
      { name: erin.name, email: erin.email, phone, street: "88 Quarry Lane", notes: "Ring twice, Erin" },
      { join: hisRow! },
    );
    expect(booked.leadId).toBe(his);
    // A note on a neighbour's lead names her.
    await send(`/api/admin/leads/${neighbour}`, "PATCH", { note: `Referred by Erin Castellano (${erin.email})` });

    const preview = (await (await send("/api/admin/erasure/preview", "POST", { person: erin.email })).json()) as ErasurePreview;
    expect(preview.leads.map((lead) => lead.id).sort()).toEqual([hers, secondOfHers].sort());
    expect(preview).toMatchObject({ appointments: 1, appointmentIds: [booked.appointmentId], rehomed: 1 });
    // His lead's record of her merged request, the note on the neighbour's lead, Wanda's "merged into Erin's lead".
    expect(preview.historyEntries).toBe(3);

    const erased = await send("/api/admin/erasure", "POST", {
      person: erin.email,
      leadIds: preview.leads.map((lead) => lead.id),
      appointmentIds: preview.appointmentIds,
    });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ leads: 2, appointments: 1 });

    const after = await everythingInD1();
    // Words, not bare digits: a random id or hash in the dump may hold any four digits.
    for (const trace of [erin.email, "Castellano", "Quarry Lane", "Gate code", "Biscuit", "Ring twice"]) expect(after).not.toContain(trace);
    // Everyone else stays: his lead, the neighbour's (her name struck out), and Wanda's, back on its own.
    const state = await db
      .select({ id: leads.id, mergedInto: leads.mergedInto })
      .from(leads)
      .where(inArray(leads.id, [his, wandas, neighbour]));
    expect(state.sort((a, b) => a.id.localeCompare(b.id))).toEqual([his, wandas, neighbour].sort().map((id) => ({ id, mergedInto: null })));
    expect(after).toContain(marcus.email);
    expect(after).toContain("Referred by [erased] ([erased])");
    const list = (await (await fetchAdmin(`/api/admin/leads?q=${encodeURIComponent(wanda.email)}`)).json()) as { leads: { id: string }[] };
    expect(list.leads.map((lead) => lead.id)).toEqual([wandas]);
  });

  it("should bring back the leads of others merged into a lead the retention policy deletes", async () => {
    const stamp = Date.now();
    const phone = "(443) 555-0177";
    const old = await storeTestLead({ name: "Ada Old", email: `ada.${stamp}@example.net`, phone }, new Date(stamp - 60_000));
    const other = await storeTestLead({ name: "Ben Other", email: `ben.${stamp}@example.net`, phone });
    expect((await send(`/api/admin/leads/${other}/merge`, "POST", { into: old })).status).toBe(200);
    await eraseLeads(db, baseEnv.CHAT_SESSION, [old]);
    const [row] = await db.select({ mergedInto: leads.mergedInto }).from(leads).where(eq(leads.id, other));
    expect(row).toEqual({ mergedInto: null });
  });
});
