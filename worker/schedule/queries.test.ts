import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditTrail } from "../admin/audit";
import { database } from "../db/client";
import type { Env } from "../env";
import { bookAppointment } from "./booking";
import { bookableDates, windowsForDay } from "./calendar";
import { listAppointments, rescheduleAppointment, setAppointmentStatus } from "./queries";

const db = () => database((env as Env).DB);
const ADMIN = "office@oldline.example";
const now = new Date();
const days = bookableDates(now).filter((date) => windowsForDay(date).length >= 2);
// The far end of the calendar, so these bookings stay clear of the API tests' windows.
const day = days.at(-1)!;
const [morning, later] = windowsForDay(day) as [ReturnType<typeof windowsForDay>[number], ReturnType<typeof windowsForDay>[number]];

async function book(windowId: string, name: string) {
  const result = await bookAppointment(
    db(),
    {
      service: "Siding",
      windowId,
      name,
      email: `${name.toLowerCase().replace(/\s/g, ".")}.${Date.now()}@example.net`,
      phone: "4105550100",
      street: "9 Elm St",
      zip: "21204",
      notes: "",
      consent: true,
      website: "",
    },
    { page: "/schedule", ip: "", userAgent: "", now },
    null,
  );
  if (result.kind !== "booked") throw new Error(`could not book ${windowId}: ${result.kind}`);
  const [row] = (await listAppointments(db(), { from: windowId.slice(0, 10) })).filter(
    (a) => a.reference === result.confirmation.reference,
  );
  return row!;
}

describe("appointment admin queries", () => {
  it("should list a day's appointments by window and status, change status and reschedule", async () => {
    const first = await book(morning.id, "Avery Stone");
    const second = await book(later.id, "Blake Moore");
    expect((await listAppointments(db(), { from: day })).map((a) => a.id)).toEqual([first.id, second.id]);

    expect(await setAppointmentStatus(db(), first.id, "confirmed", ADMIN)).toEqual({ kind: "changed", from: "requested" });
    expect(await setAppointmentStatus(db(), "no-such-id", "confirmed", ADMIN)).toEqual({ kind: "missing" });
    expect((await listAppointments(db(), { from: day, statuses: ["confirmed"] })).map((a) => a.id)).toEqual([first.id]);

    expect(await rescheduleAppointment(db(), second.id, morning.id, ADMIN, now)).toEqual({ kind: "moved" });
    const moved = await listAppointments(db(), { from: day });
    expect(moved.map((a) => a.windowId)).toEqual([morning.id, morning.id]);
    // The morning window is now full (two estimators): a third move there is refused.
    const third = await book(later.id, "Casey Lin");
    expect((await rescheduleAppointment(db(), third.id, morning.id, ADMIN, now)).kind).toBe("taken");

    await setAppointmentStatus(db(), first.id, "no-show", ADMIN);
    expect((await rescheduleAppointment(db(), first.id, later.id, ADMIN, now)).kind).toBe("fixed");
  });

  it("should audit each change in the batch that makes it, and never a change that did not happen", async () => {
    const otherDay = days.at(-2)!;
    const [w1, w2] = windowsForDay(otherDay) as [ReturnType<typeof windowsForDay>[number], ReturnType<typeof windowsForDay>[number]];
    const a = await book(w1.id, "Dana Fox");
    await setAppointmentStatus(db(), a.id, "cancelled", ADMIN);
    const b = await book(w1.id, "Eli Park");
    await book(w1.id, "Fay Hill");
    // The window is full again: the cancelled booking cannot take a place back, nor move.
    expect(await setAppointmentStatus(db(), a.id, "confirmed", ADMIN)).toEqual({ kind: "full" });
    expect((await rescheduleAppointment(db(), a.id, w2.id, ADMIN, now)).kind).toBe("fixed");
    await setAppointmentStatus(db(), b.id, "cancelled", ADMIN);
    expect(await setAppointmentStatus(db(), a.id, "confirmed", ADMIN)).toEqual({ kind: "changed", from: "cancelled" });
    expect(await rescheduleAppointment(db(), a.id, w2.id, ADMIN, now)).toEqual({ kind: "moved" });
    const trail = await auditTrail(db(), "appointment", a.id);
    expect(trail.map((entry) => [entry.action, entry.actor, entry.detail])).toEqual([
      ["appointment.reschedule", ADMIN, { from: w1.id, to: w2.id }],
      ["appointment.status", ADMIN, { from: "cancelled", to: "confirmed" }],
      ["appointment.status", ADMIN, { from: "requested", to: "cancelled" }],
    ]);
  });
});
