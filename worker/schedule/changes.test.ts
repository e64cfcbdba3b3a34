import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditTrail } from "../admin/audit";
import { database } from "../db/client";
import { appointmentNotices, leads } from "../db/schema";
import type { Env } from "../env";
import { bookDirectly } from "../test/bookings";
import { bookableDates, whenInWords, windowsForDay } from "./calendar";
import { changeStatus, findAppointment, moveAppointment } from "./changes";
import { listAppointments } from "./queries";

const db = () => database((env as Env).DB);
const OFFICE = { kind: "office", actor: "office@oldline.example" } as const;
const HOMEOWNER = { kind: "homeowner" } as const;
const now = new Date();
const days = bookableDates(now).filter((date) => windowsForDay(date).length >= 2);
type Window = ReturnType<typeof windowsForDay>[number];
/** Two windows of a day counted from the far end of the calendar, clear of the API tests' windows. */
const windowsOf = (fromEnd: number) => windowsForDay(days.at(-fromEnd)!) as [Window, Window];

async function book(windowId: string, name: string) {
  const booked = await bookDirectly(db(), windowId, {
    service: "Siding",
    name,
    email: `${name.toLowerCase().replace(/\s/g, ".")}.${Date.now()}@example.net`,
  });
  return (await findAppointment(db(), booked.appointmentId))!;
}

const leadOf = async (leadId: string) => (await db().select().from(leads).where(eq(leads.id, leadId)))[0]!;
const noticesOf = (appointmentId: string) =>
  db().select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, appointmentId)).orderBy(asc(appointmentNotices.id));

describe("appointment changes", () => {
  it("should list a day's appointments by window and status, change status and reschedule", async () => {
    const [morning, later] = windowsOf(1);
    const day = morning.date;
    const first = await book(morning.id, "Avery Stone");
    const second = await book(later.id, "Blake Moore");
    expect((await listAppointments(db(), { from: day })).map((a) => a.id)).toEqual([first.id, second.id]);

    expect(await changeStatus(db(), first.id, "confirmed", OFFICE)).toMatchObject({
      kind: "changed",
      appointment: { status: "confirmed" },
    });
    expect(await changeStatus(db(), "no-such-id", "confirmed", OFFICE)).toEqual({ kind: "missing" });
    expect((await listAppointments(db(), { from: day, statuses: ["confirmed"] })).map((a) => a.id)).toEqual([first.id]);

    expect(await moveAppointment(db(), second.id, morning.id, OFFICE, now)).toMatchObject({ kind: "moved" });
    const moved = await listAppointments(db(), { from: day });
    expect(moved.map((a) => a.windowId)).toEqual([morning.id, morning.id]);
    // The morning window is now full (two estimators): a third move there is refused.
    const third = await book(later.id, "Casey Lin");
    expect((await moveAppointment(db(), third.id, morning.id, OFFICE, now)).kind).toBe("taken");

    await changeStatus(db(), first.id, "no-show", OFFICE);
    expect((await moveAppointment(db(), first.id, later.id, OFFICE, now)).kind).toBe("fixed");
  });

  it("should audit each change in the batch that makes it, and never a change that did not happen", async () => {
    const [w1, w2] = windowsOf(2);
    const a = await book(w1.id, "Dana Fox");
    await changeStatus(db(), a.id, "cancelled", OFFICE);
    const b = await book(w1.id, "Eli Park");
    await book(w1.id, "Fay Hill");
    // The window is full again: the cancelled booking cannot take a place back, nor move.
    expect(await changeStatus(db(), a.id, "confirmed", OFFICE)).toEqual({ kind: "full" });
    expect((await moveAppointment(db(), a.id, w2.id, OFFICE, now)).kind).toBe("fixed");
    await changeStatus(db(), b.id, "cancelled", OFFICE);
    expect((await changeStatus(db(), a.id, "confirmed", OFFICE)).kind).toBe("changed");
    expect((await moveAppointment(db(), a.id, w2.id, OFFICE, now)).kind).toBe("moved");
    const trail = await auditTrail(db(), "appointment", a.id);
    expect(trail.map((entry) => [entry.action, entry.actor, entry.detail])).toEqual([
      ["appointment.reschedule", OFFICE.actor, { reference: a.reference, from: w1.id, to: w2.id }],
      ["appointment.status", OFFICE.actor, { reference: a.reference, from: "cancelled", to: "confirmed" }],
      ["appointment.status", OFFICE.actor, { reference: a.reference, from: "requested", to: "cancelled" }],
      ["appointment.booked", "homeowner", { reference: a.reference, to: w1.id, status: "requested", joined: false }],
    ]);
    expect((await findAppointment(db(), a.id))!.sequence).toBe(3);
  });

  it("should move the lead with its appointment and keep its details on the current date", async () => {
    const [w1, w2] = windowsOf(3);
    const a = await book(w1.id, "Gus Hart");
    expect((await leadOf(a.leadId)).status).toBe("scheduled");

    await moveAppointment(db(), a.id, w2.id, OFFICE, now);
    let lead = await leadOf(a.leadId);
    expect(lead.projectDetails).toContain(`Onsite consultation ${a.reference}: ${whenInWords(w2.id)}.`);
    expect(lead.projectDetails).not.toContain(whenInWords(w1.id));

    await changeStatus(db(), a.id, "confirmed", OFFICE);
    expect((await leadOf(a.leadId)).projectDetails).toContain(`${whenInWords(w2.id)} (confirmed).`);

    // The homeowner cancels online: nobody has spoken to them about it, so it is new again.
    await changeStatus(db(), a.id, "cancelled", HOMEOWNER);
    lead = await leadOf(a.leadId);
    expect(lead.status).toBe("new");
    expect(lead.projectDetails).toContain(`${whenInWords(w2.id)} (cancelled).`);
    // Back on: scheduled again; completed: contacted.
    await changeStatus(db(), a.id, "confirmed", OFFICE);
    expect((await leadOf(a.leadId)).status).toBe("scheduled");
    await changeStatus(db(), a.id, "completed", OFFICE);
    expect((await leadOf(a.leadId)).status).toBe("contacted");

    const history = await auditTrail(db(), "lead", a.leadId);
    expect(history.map((entry) => [entry.actor, entry.detail.from, entry.detail.to])).toEqual([
      [OFFICE.actor, "scheduled", "contacted"],
      [OFFICE.actor, "new", "scheduled"],
      ["homeowner", "scheduled", "new"],
    ]);
    expect(history[2]!.detail.note).toBe(`Appointment ${a.reference} cancelled by the homeowner`);
  });

  it("should tell the homeowner of every change with a newer calendar sequence, and the office of the homeowner's own", async () => {
    const [w1, w2] = windowsOf(4);
    const a = await book(w1.id, "Hana Cho");
    await changeStatus(db(), a.id, "confirmed", OFFICE);
    await moveAppointment(db(), a.id, w2.id, HOMEOWNER, now);
    await changeStatus(db(), a.id, "cancelled", OFFICE);
    const notices = await noticesOf(a.id);
    expect(notices.map((n) => [n.audience, n.event, n.sequence, n.status, n.windowId, n.previousWindowId])).toEqual([
      ["homeowner", "booked", 0, "requested", w1.id, null],
      ["homeowner", "confirmed", 1, "confirmed", w1.id, null],
      ["homeowner", "rescheduled", 2, "confirmed", w2.id, w1.id],
      ["office", "rescheduled", 2, "confirmed", w2.id, w1.id],
      ["homeowner", "cancelled", 3, "cancelled", w2.id, null],
    ]);
    // Only the booking knew the private link.
    expect(notices.map((n) => n.manageToken !== null)).toEqual([true, false, false, false, false]);
    // Completed and no-show tell nobody; a status set again changes nothing.
    await changeStatus(db(), a.id, "cancelled", OFFICE);
    expect(await noticesOf(a.id)).toHaveLength(5);
  });

  it("should keep a won lead won, and a lead with another visit scheduled", async () => {
    const [w1, w2] = windowsOf(5);
    const a = await book(w1.id, "Ira Bell");
    // The office books the second visit (online, a person holds one open booking at a time).
    const b = await bookDirectly(db(), w2.id, { name: "Ira Bell", email: a.email }, { join: await leadOf(a.leadId), by: OFFICE });
    expect(b.joined).toBe(true);
    await changeStatus(db(), a.id, "cancelled", OFFICE);
    expect((await leadOf(a.leadId)).status).toBe("scheduled");
    await db().update(leads).set({ status: "won" }).where(eq(leads.id, a.leadId));
    await changeStatus(db(), b.appointmentId, "confirmed", OFFICE);
    expect((await leadOf(a.leadId)).status).toBe("won");
  });

  it("should move a booking asked to move to many free windows at once without saying any was taken", async () => {
    const start = await book(windowsOf(8)[0].id, "Rae Contended");
    const targets = [9, 10, 11, 12, 13, 14, 15, 16].flatMap((fromEnd) => windowsOf(fromEnd).map((window) => window.id)).slice(0, 12);
    // Every request reads the booking before any writes: the worst interleaving, every time.
    let arrived = 0;
    let release: () => void = () => undefined;
    const allRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    const racing = new Proxy(db(), {
      get(target, key, receiver) {
        if (key !== "batch") return Reflect.get(target, key, receiver);
        return async (statements: Parameters<ReturnType<typeof db>["batch"]>[0]) => {
          arrived += 1;
          if (arrived === targets.length) release();
          await allRead;
          return target.batch(statements);
        };
      },
    });
    const outcomes = await Promise.all(targets.map((windowId) => moveAppointment(racing, start.id, windowId, HOMEOWNER, now)));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(targets.map(() => "moved"));
    // One after another: the booking is in one of the windows, each move recorded once.
    const after = (await findAppointment(db(), start.id))!;
    expect(targets).toContain(after.windowId);
    expect(after.sequence).toBe(start.sequence + targets.length);
    expect((await auditTrail(db(), "appointment", start.id)).filter((entry) => entry.action === "appointment.reschedule")).toHaveLength(
      targets.length,
    );
  });
});
