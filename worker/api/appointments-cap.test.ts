import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingConfirmation } from "../../contracts/appointment-views";
import { database } from "../db/client";
import { appointments } from "../db/schema";
import type { Env } from "../env";
import { openWindowsLatestFirst, testBooking } from "../test/bookings";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { uniquePhone } from "../test/leads";

let ipSequence = 0;
const db = () => database((env as Env).DB);
const appointmentsOf = (email: string) => db().select().from(appointments).where(eq(appointments.email, email));

/** Each booking from its own address, as the attack spread them, so the lead quota does not decide. */
const book = (body: unknown) =>
  fetchWorker("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `203.0.115.${++ipSequence % 250}` },
    body: JSON.stringify(body),
  });

describe("one open booking per person online", () => {
  it("should refuse a second open booking by the same e-mail or phone, until the first is over, while the office may add more", async () => {
    const windows = await openWindowsLatestFirst();
    const phone = uniquePhone();
    const email = `cap.${Date.now()}@example.net`;
    const first = await book(testBooking(windows[0]!, { email, phone }));
    expect(first.status).toBe(201);

    const sameEmail = await book(testBooking(windows[1]!, { email: email.toUpperCase(), phone: uniquePhone() }));
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({ error: { code: "already_booked" } });
    // The same number written another way.
    const samePhone = await book(testBooking(windows[2]!, { phone: phone.replace(/[()]/g, "").replace(" ", ".").replace("-", ".") }));
    expect(samePhone.status).toBe(409);
    expect(await appointmentsOf(email)).toHaveLength(1);

    // Once the first booking is cancelled, the person may book again.
    const { reference } = (await first.json()) as BookingConfirmation;
    await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.reference, reference));
    expect((await book(testBooking(windows[1]!, { email, phone }))).status).toBe(201);

    // The office books a caller whatever they already hold.
    const office = await fetchAdmin("/api/admin/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...testBooking(windows[2]!, { email, phone }), website: undefined, marketingConsent: undefined }),
    });
    expect(office.status).toBe(201);
  });

  it("should book one place for one person racing for many windows from many addresses", async () => {
    const windows = (await openWindowsLatestFirst()).slice(3, 15);
    const phone = uniquePhone();
    const email = `race.${Date.now()}@example.net`;
    const statuses = await Promise.all(windows.map((window) => book(testBooking(window, { email, phone })).then((r) => r.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(windows.length - 1);
    expect(await appointmentsOf(email)).toHaveLength(1);
  });
});
