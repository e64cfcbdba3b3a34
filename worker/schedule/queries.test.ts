import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import type { Env } from "../env";
import { bookAppointment } from "./booking";
import { bookableDates, windowsForDay } from "./calendar";
import { listAppointments, rescheduleAppointment, setAppointmentStatus } from "./queries";

const db = () => database((env as Env).DB);
const now = new Date();
const days = bookableDates(now).filter((date) => windowsForDay(date).length >= 2);
// The far end of the calendar, so these bookings stay clear of the API tests' windows.
const day = days.at(-1)!;
const [morning, later] = windowsForDay(day) as [ReturnType<typeof windowsForDay>[number], ReturnType<typeof windowsForDay>[number]];

async function book(windowId: string, name: string) {
  const result = await bookAppointment(
    db(),
    { service: "Siding", windowId, name, email: `${name.toLowerCase().replace(/\s/g, ".")}.${Date.now()}@example.net`, phone: "4105550100", street: "9 Elm St", zip: "21204", notes: "", consent: true, website: "" },
    { page: "/schedule", ip: "", userAgent: "", now },
    null,
  );
  if (result.kind !== "booked") throw new Error(`could not book ${windowId}: ${result.kind}`);
  const [row] = (await listAppointments(db(), { from: day })).filter((a) => a.reference === result.confirmation.reference);
  return row!;
}

describe("appointment admin queries", () => {
  it("should list a day's appointments by window and status, change status and reschedule", async () => {
    const first = await book(morning.id, "Avery Stone");
    const second = await book(later.id, "Blake Moore");
    expect((await listAppointments(db(), { from: day })).map((a) => a.id)).toEqual([first.id, second.id]);

    expect(await setAppointmentStatus(db(), first.id, "confirmed")).toBe(true);
    expect(await setAppointmentStatus(db(), "no-such-id", "confirmed")).toBe(false);
    expect((await listAppointments(db(), { from: day, statuses: ["confirmed"] })).map((a) => a.id)).toEqual([first.id]);

    expect(await rescheduleAppointment(db(), second.id, morning.id, now)).toEqual({ kind: "moved" });
    const moved = await listAppointments(db(), { from: day });
    expect(moved.map((a) => a.windowId)).toEqual([morning.id, morning.id]);
    // The morning window is now full (two estimators): a third move there is refused.
    const third = await book(later.id, "Casey Lin");
    expect((await rescheduleAppointment(db(), third.id, morning.id, now)).kind).toBe("taken");

    await setAppointmentStatus(db(), first.id, "no-show");
    expect((await rescheduleAppointment(db(), first.id, later.id, now)).kind).toBe("fixed");
  });
});
