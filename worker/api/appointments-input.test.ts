import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Availability } from "../../contracts/appointment-views";
import type { BookingInput } from "../../contracts/appointments";
import { database } from "../db/client";
import { appointments, leads } from "../db/schema";
import type { Env } from "../env";
import { testBooking } from "../test/bookings";
import { fetchWorker } from "../test/fetch";

let sequence = 0;
const db = () => database((env as Env).DB);

const post = (body: unknown, ip: string) =>
  fetchWorker("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });

/** Open windows from the end of the calendar, away from the ones other tests fill. */
async function lateWindow(n: number) {
  const { days } = (await (await fetchWorker("/api/appointments/availability")).json()) as Availability;
  return days
    .flatMap((day) => day.windows)
    .filter((w) => w.available)
    .at(-1 - n)!;
}

describe("booking input", () => {
  it("should book with the longest street the form allows", async () => {
    const window = await lateWindow(0);
    const street = `${"1204 Ridge Road ".repeat(13)}`.slice(0, 200);
    const request = testBooking(window.id, { street });
    const response = await post(request, `203.0.113.${200 + (sequence % 50)}`);
    expect(response.status).toBe(201);
    const [lead] = await db().select().from(leads).where(eq(leads.email, request.email));
    expect(lead!.address).toBe(`${street.trim()}, 21014`);
    const [row] = await db().select().from(appointments).where(eq(appointments.email, request.email));
    expect(row!.address).toBe(street.trim());
  });

  it("should refuse a honeypot booking before the rate limit, so bots cannot lock a visitor out", async () => {
    const window = await lateWindow(1);
    const ip = "198.18.0.77";
    for (let i = 0; i < 6; i++) {
      const response = await post(testBooking(window.id, { website: "http://spam.example" }), ip);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("rejected");
    }
    expect((await post(testBooking(window.id), ip)).status).toBe(201);
  });

  it("should refuse a name of invisible characters and a phone that is no number, with clear messages", async () => {
    const window = await lateWindow(2);
    const cases: [Partial<BookingInput>, string, string][] = [
      [{ name: "\u200B\u200B\u200B" }, "name", "Please enter your full name"],
      [{ phone: "call me 4105550100" }, "phone", "Please enter a valid phone number"],
    ];
    for (const [override, field, message] of cases) {
      const response = await post(testBooking(window.id, override), `198.18.1.${++sequence % 250}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message);
    }
  });
});
