import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AppointmentView, Availability, BookingConfirmation, WindowTaken } from "../../contracts/appointment-views";
import type { BookingInput } from "../../contracts/appointments";
import { database } from "../db/client";
import { appointments, leads } from "../db/schema";
import type { Env } from "../env";
import { testBooking } from "../test/bookings";
import { fetchWorker } from "../test/fetch";

let ipSequence = 0;
const db = () => database((env as Env).DB);

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetchWorker(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `203.0.113.${++ipSequence % 250}`, ...headers },
    body: JSON.stringify(body),
  });
}

async function availability(): Promise<Availability> {
  return (await (await fetchWorker("/api/appointments/availability")).json()) as Availability;
}

/** An open window nobody else in this file uses: the nth window of the calendar. */
async function windowNumber(n: number) {
  const windows = (await availability()).days.flatMap((day) => day.windows);
  return windows[n]!;
}

const remaining = async (id: string) => (await availability()).days.flatMap((d) => d.windows).find((w) => w.id === id)!.remaining;

describe("booking API", () => {
  it("should list open days from tomorrow, with every window's free places", async () => {
    const { timeZone, days } = await availability();
    expect(timeZone).toBe("America/New_York");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
    expect(days[0]!.date > today).toBe(true);
    expect(days.length).toBeGreaterThan(15);
    for (const day of days) {
      expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(0);
      expect(day.windows.length).toBeGreaterThan(0);
      // The day in words, as the page shows it ("Monday, November 30"), on the day and on each of its windows.
      const inWords = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
        new Date(`${day.date}T12:00:00Z`),
      );
      expect(day.label).toBe(inWords);
      for (const window of day.windows)
        expect(window).toMatchObject({ dayLabel: inWords, remaining: expect.any(Number), available: window.remaining > 0 });
    }
    const bad = await fetchWorker("/api/appointments/availability?from=tomorrow");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: { from: "from must be a date such as 2026-11-24" } } });
  });

  it("should reject bad input with clear messages and book nothing", async () => {
    const window = await windowNumber(0);
    const cases: [Partial<BookingInput>, string, string][] = [
      [{ name: "J" }, "name", "Please enter your full name"],
      [{ email: "jordan@" }, "email", "Please enter a valid email address"],
      [{ phone: "555-0177" }, "phone", "Please enter a valid phone number"],
      [{ street: "" }, "street", "Please enter the street address of the property"],
      [{ zip: "2101" }, "zip", "Please enter a 5-digit ZIP code"],
      [{ zip: "22201" }, "zip", "We serve Maryland and Delaware only; this ZIP code is outside our area"],
      [{ marketingConsent: "yes" as never }, "marketingConsent", "Marketing consent must be true or false"],
      [{ service: "Plumbing" as never }, "service", "Please choose what the consultation is for"],
      [{ windowId: "soon" }, "windowId", "Please choose an arrival window"],
    ];
    for (const [override, field, message] of cases) {
      const response = await post("/api/appointments", testBooking(window.id, override));
      expect(response.status, field).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "validation_failed", fields: { [field]: message } } });
    }
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const sameDay = await post("/api/appointments", testBooking(`${today}T08:00`));
    expect(sameDay.status).toBe(422);
    expect(await sameDay.json()).toMatchObject({ error: { code: "window_closed" } });
    expect(await remaining(window.id)).toBe(2);
  });

  it("should book a window as a lead, with a reference, a private link and a calendar file", async () => {
    const window = await windowNumber(1);
    const input = testBooking(window.id);
    const response = await post("/api/appointments", input, { Referer: "http://localhost:8787/schedule" });
    expect(response.status).toBe(201);
    const confirmation = (await response.json()) as BookingConfirmation;
    expect(confirmation.reference).toMatch(/^OLX-[2-9A-HJKMNP-Z]{6}$/);
    expect(confirmation.manageUrl).toBe(`/schedule/manage/${confirmation.manageToken}`);
    expect(confirmation.when).toMatch(/ between .* \(Eastern Time\)$/);
    expect(await remaining(window.id)).toBe(1);

    const [lead] = await db().select().from(leads).where(eq(leads.email, input.email));
    expect(lead).toMatchObject({
      source: "schedule",
      service: "Roofing",
      address: "1204 Ridge Rd, Bel Air, 21014",
      zip: "21014",
      outOfArea: false,
      consentPage: "/schedule",
    });
    expect(lead!.projectDetails).toContain(confirmation.reference);
    expect(lead!.projectDetails).toContain("Two layers of shingles");

    const view = (await (await fetchWorker(`/api/appointments/manage/${confirmation.manageToken}`)).json()) as AppointmentView;
    expect(view).toMatchObject({
      reference: confirmation.reference,
      status: "requested",
      windowId: window.id,
      when: confirmation.when,
      canChange: true,
    });

    const ics = await fetchWorker(view.calendarUrl);
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await ics.text();
    const [date, time] = window.id.split("T") as [string, string];
    expect(text).toContain("BEGIN:VTIMEZONE");
    expect(text).toContain("TZID:America/New_York");
    expect(text).toContain(`DTSTART;TZID=America/New_York:${date.replace(/-/g, "")}T${time.replace(":", "")}00`);
    expect(text).toContain(`UID:${confirmation.reference}@localhost:8787`);
    expect(text).toContain("LOCATION:1204 Ridge Rd\\, Bel Air\\, 21014");

    expect((await fetchWorker("/api/appointments/manage/not-a-token")).status).toBe(404);
  });

  it("should let exactly two of 50 simultaneous bookings into a window for two", async () => {
    const window = await windowNumber(2);
    const inputs = Array.from({ length: 50 }, () => testBooking(window.id));
    const responses = await Promise.all(inputs.map((input) => post("/api/appointments", input)));
    const statuses = responses.map((r) => r.status);
    const booked = statuses.filter((s) => s === 201).length;
    const taken = statuses.filter((s) => s === 409).length;
    console.info(`concurrency: 50 parallel bookings for one window of capacity 2 -> ${booked} booked, ${taken} taken`);
    expect([booked, taken]).toEqual([2, 48]);
    const refused = (await responses.find((r) => r.status === 409)!.json()) as WindowTaken;
    expect(refused.error.code).toBe("window_taken");
    expect(refused.error.alternatives.length).toBeGreaterThan(0);
    expect(refused.error.alternatives.map((w) => w.id)).not.toContain(window.id);
    const rows = await db().select().from(appointments).where(eq(appointments.windowId, window.id));
    expect(rows).toHaveLength(2);
    const leadRows = await db()
      .select()
      .from(leads)
      .where(
        inArray(
          leads.email,
          inputs.map((i) => i.email),
        ),
      );
    expect(leadRows).toHaveLength(2);
    expect(await remaining(window.id)).toBe(0);
  });

  it("should free the place on cancel and move it on reschedule", async () => {
    const [first, second] = [await windowNumber(3), await windowNumber(4)];
    const token = ((await (await post("/api/appointments", testBooking(first.id))).json()) as BookingConfirmation).manageToken;
    expect(await remaining(first.id)).toBe(1);

    const moved = await post(`/api/appointments/manage/${token}/reschedule`, { windowId: second.id });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as AppointmentView).windowId).toBe(second.id);
    expect([await remaining(first.id), await remaining(second.id)]).toEqual([2, 1]);

    // Into a full window: refused with alternatives, nothing moves.
    const full = await windowNumber(5);
    await post("/api/appointments", testBooking(full.id));
    await post("/api/appointments", testBooking(full.id));
    const refused = await post(`/api/appointments/manage/${token}/reschedule`, { windowId: full.id });
    expect(refused.status).toBe(409);
    expect([await remaining(second.id), await remaining(full.id)]).toEqual([1, 0]);

    const cancelled = await post(`/api/appointments/manage/${token}/cancel`, {});
    expect((await cancelled.json()) as AppointmentView).toMatchObject({ status: "cancelled", canChange: false });
    expect(await remaining(second.id)).toBe(2);
    expect((await post(`/api/appointments/manage/${token}/reschedule`, { windowId: first.id })).status).toBe(409);
  });

  it("should answer a repeated request with the same booking, and refuse a reused key", async () => {
    const window = await windowNumber(6);
    const input = testBooking(window.id);
    const key = crypto.randomUUID();
    const first = await post("/api/appointments", input, { "Idempotency-Key": key });
    const again = await post("/api/appointments", input, { "Idempotency-Key": key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(((await again.json()) as BookingConfirmation).reference).toBe(((await first.json()) as BookingConfirmation).reference);
    expect(await remaining(window.id)).toBe(1);
    const other = await post("/api/appointments", { ...input, notes: "different" }, { "Idempotency-Key": key });
    expect(other.status).toBe(422);
  });
});
