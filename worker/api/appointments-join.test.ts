import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentContactText, bookingAfterJobText, bookingMarketingText } from "../../content/consent";
import type { Availability, BookingConfirmation } from "../../contracts/appointment-views";
import type { BookingInput } from "../../contracts/appointments";
import type { LeadReceipt } from "../../contracts/leads";
import { auditTrail } from "../admin/audit";
import { database } from "../db/client";
import { appointmentNotices, appointments, consents, leads, leadVisits } from "../db/schema";
import type { Env } from "../env";
import { testBooking } from "../test/bookings";
import { fetchWorker } from "../test/fetch";
import { freshIp, postLead, validLead } from "../test/leads";

const db = () => database((env as Env).DB);

/** Open windows from the middle of the calendar: clear of the API tests at its start and the change tests at its end. */
async function windowNumber(n: number): Promise<string> {
  const { days } = (await (await fetchWorker("/api/appointments/availability")).json()) as Availability;
  return days.flatMap((day) => day.windows).filter((w) => w.available)[40 + n]!.id;
}

/** The visit cookie a lead's answer set, as the browser sends it back. */
function visitCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("lead_visit="));
  if (!header) throw new Error("no visit cookie");
  return header.split(";")[0]!;
}

function book(input: BookingInput, cookie?: string) {
  return fetchWorker("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(input),
  });
}

const leadsOf = (email: string) => db().select().from(leads).where(eq(leads.email, email));

/** Online, a person holds one open booking at a time: the test ends the earlier one before booking again. */
const cancelBookingsOf = (email: string) => db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.email, email));

describe("a booking in the same visit as a lead", () => {
  it("should give the browser a private, HttpOnly visit cookie that only the booking API sees", async () => {
    const response = await postLead(validLead());
    expect(response.status).toBe(201);
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("lead_visit="))!;
    expect(header).toMatch(/^lead_visit=[A-Za-z0-9_-]{43};/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Strict");
    expect(header).toContain("Path=/api/appointments");
    expect(header).toContain("Max-Age=86400");
    // Only the secret's hash is kept.
    const { id } = (await response.json()) as LeadReceipt;
    const [visit] = await db().select().from(leadVisits).where(eq(leadVisits.leadId, id));
    expect(visit!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(header).not.toContain(visit!.keyHash);
  });

  it("should join the estimate's lead: one lead, scheduled, with the estimate and the consultation, and tell the office", async () => {
    const estimate = validLead({ source: "Instant Estimate", projectDetails: "Instant estimate: $9,900 - $16,500" });
    const answer = await postLead(estimate);
    const { id } = (await answer.json()) as LeadReceipt;
    const windowId = await windowNumber(0);
    const booked = await book(
      testBooking(windowId, { name: estimate.name, email: estimate.email.toUpperCase(), phone: "(443) 555-0101" }),
      visitCookie(answer),
    );
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as BookingConfirmation;

    const rows = await leadsOf(estimate.email);
    expect(rows).toHaveLength(1);
    const [lead] = rows;
    expect(lead).toMatchObject({ id, status: "scheduled", source: "Instant Estimate", phone: estimate.phone });
    expect(lead!.projectDetails).toMatch(new RegExp(`^Instant estimate: \\$9,900 - \\$16,500\\n\\nOnsite consultation ${reference}: `));
    expect(lead!.projectDetails).toContain("Notes from the homeowner:\nTwo layers of shingles");
    const [appointment] = await db().select().from(appointments).where(eq(appointments.reference, reference));
    expect(appointment!.leadId).toBe(id);
    const history = await auditTrail(db(), "lead", id);
    expect(history[0]).toMatchObject({
      actor: "homeowner",
      detail: { from: "new", to: "scheduled", note: `Appointment ${reference} booked online` },
    });
    const notices = await db()
      .select()
      .from(appointmentNotices)
      .where(eq(appointmentNotices.appointmentId, appointment!.id))
      .orderBy(asc(appointmentNotices.id));
    expect(notices.map((n) => [n.audience, n.event])).toEqual([
      ["homeowner", "booked"],
      ["office", "booked"],
    ]);
  });

  it("should make a lead of its own for another person, another browser, or a visit older than a day", async () => {
    const first = validLead();
    const answer = await postLead(first);
    const { id } = (await answer.json()) as LeadReceipt;
    const cookie = visitCookie(answer);

    // The same browser books for someone else (another e-mail and phone number).
    const someoneElse = testBooking(await windowNumber(1), { phone: "(302) 555-0144" });
    expect((await book(someoneElse, cookie)).status).toBe(201);
    expect(await leadsOf(someoneElse.email)).toHaveLength(1);

    // A stranger who knows the e-mail address but has no cookie, or a made-up one.
    for (const stranger of [undefined, `lead_visit=${"A".repeat(43)}`]) {
      await cancelBookingsOf(first.email);
      const input = testBooking(await windowNumber(2), { email: first.email });
      expect((await book(input, stranger)).status).toBe(201);
    }
    expect((await leadsOf(first.email)).map((lead) => lead.source).sort()).toEqual(["Contact Page", "schedule", "schedule"]);

    // The visit ended: a day later the cookie proves nothing.
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000).toISOString();
    await db().update(leadVisits).set({ createdAt: dayAgo }).where(eq(leadVisits.leadId, id));
    await cancelBookingsOf(first.email);
    expect((await book(testBooking(await windowNumber(3), { email: first.email }), cookie)).status).toBe(201);
    expect(await leadsOf(first.email)).toHaveLength(4);
    expect((await db().select().from(leads).where(eq(leads.id, id)))[0]!.status).toBe("new");
  });

  it("should book without the marketing or after-the-job consent, and record the appointment's contact and each answer apart", async () => {
    for (const marketingConsent of [false, true]) {
      const afterJobConsent = !marketingConsent;
      const input = testBooking(await windowNumber(4 + Number(marketingConsent)), { marketingConsent, afterJobConsent });
      const response = await book(input);
      expect(response.status).toBe(201);
      const [lead] = await leadsOf(input.email);
      expect(lead!.consentText).toBe(appointmentContactText);
      const records = await db().select().from(consents).where(eq(consents.leadId, lead!.id)).orderBy(asc(consents.id));
      expect(records.map((r) => [r.purpose, r.text, r.agreed, r.page])).toEqual([
        ["appointment", appointmentContactText, true, "/schedule"],
        ["marketing", bookingMarketingText, marketingConsent, "/schedule"],
        ["after_job", bookingAfterJobText, afterJobConsent, "/schedule"],
      ]);
      expect(records[0]!.at).toBe(lead!.createdAt);
      expect(records[0]!.appointmentId).not.toBeNull();
    }
  });
});
