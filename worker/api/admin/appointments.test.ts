import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { officeBookingContactText } from "../../../content/consent";
import type { LeadDetailAnswer, OfficeBookingAnswer } from "../../../contracts/admin";
import type { OfficeBookingInput } from "../../../contracts/appointments";
import { app } from "../../app";
import { database } from "../../db/client";
import { appointmentNotices, deliveries, leads } from "../../db/schema";
import type { Env } from "../../env";
import { bookableDates, whenInWords, windowsForDay } from "../../schedule/calendar";
import { devAdminHeaders, fetchAdmin } from "../../test/fetch";
import { storeTestLead } from "../../test/leads";

const db = database((env as Env).DB);
const ADMIN = "developer@localhost";
const json = <T>(response: Response) => response.json() as Promise<T>;
const send = (path: string, method: string, body: unknown) =>
  fetchAdmin(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const days = bookableDates(new Date()).filter((date) => windowsForDay(date).length >= 2);
const windowsOf = (n: number) => windowsForDay(days[n]!);

let sequence = 0;
function phoned(windowId: string, overrides: Partial<OfficeBookingInput> = {}): OfficeBookingInput {
  sequence += 1;
  return {
    service: "Siding",
    windowId,
    name: "Pat Morrow",
    email: `pat.${Date.now()}.${sequence}@example.net`,
    phone: `(410) 555-${String(2000 + sequence)}`,
    street: "31 Mill Rd, Towson",
    zip: "21204",
    notes: "Called in: siding loose after the storm.",
    ...overrides,
  };
}

describe("the office books a customer who phoned", () => {
  it("should book a new person as a confirmed appointment and a new lead from the phone, and e-mail them the private link", async () => {
    const [window] = windowsOf(2);
    const input = phoned(window!.id);
    const response = await send("/api/admin/appointments", "POST", input);
    expect(response.status).toBe(201);
    const { appointment, joined } = await json<OfficeBookingAnswer>(response);
    expect(joined).toBe(false);
    expect(appointment).toMatchObject({ status: "confirmed", windowId: window!.id, name: "Pat Morrow", sequence: 0 });
    expect(appointment).not.toHaveProperty("manageTokenHash");

    const detail = await json<LeadDetailAnswer>(await fetchAdmin(`/api/admin/leads/${appointment.leadId}`));
    expect(detail.lead).toMatchObject({ source: "phone", status: "scheduled", consentText: officeBookingContactText });
    expect(detail.consents.map((c) => [c.purpose, c.agreed])).toEqual([["appointment", true]]);
    expect(detail.audit[0]).toMatchObject({ action: "appointment.booked", actor: ADMIN, detail: { status: "confirmed", joined: false } });
    const [notice] = await db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, appointment.id));
    expect(notice).toMatchObject({ audience: "homeowner", event: "booked", status: "confirmed", manageToken: expect.any(String) });
  });

  it("should book someone who is already a lead onto that lead, found by e-mail or phone or chosen by id", async () => {
    const [w1, w2] = windowsOf(3);
    const known = { id: await storeTestLead({ email: `known.${Date.now()}@example.net`, phone: "(443) 555-0188" }), email: "" };
    known.email = (await db.select().from(leads).where(eq(leads.id, known.id)))[0]!.email;
    const byEmail = await json<OfficeBookingAnswer>(
      await send("/api/admin/appointments", "POST", phoned(w1!.id, { email: known.email.toUpperCase(), phone: "(301) 555-0100" })),
    );
    expect(byEmail).toMatchObject({ joined: true, appointment: { leadId: known.id } });
    const byPhone = await json<OfficeBookingAnswer>(
      await send("/api/admin/appointments", "POST", phoned(w2!.id, { phone: "443-555-0188" })),
    );
    expect(byPhone).toMatchObject({ joined: true, appointment: { leadId: known.id } });
    const chosen = await send("/api/admin/appointments", "POST", phoned(w2!.id, { leadId: known.id }));
    expect(await json<OfficeBookingAnswer>(chosen)).toMatchObject({ joined: true, appointment: { leadId: known.id } });
    const [lead] = await db.select().from(leads).where(eq(leads.id, known.id));
    expect(lead!.status).toBe("scheduled");
    expect(lead!.projectDetails).toContain(`: ${whenInWords(w1!.id)} (confirmed).`);

    const unknown = await send("/api/admin/appointments", "POST", phoned(w2!.id, { leadId: "no-such-lead" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { fields: { leadId: "No such lead." } } });
    // The window of two is full now: the same capacity rules as online.
    const full = await send("/api/admin/appointments", "POST", phoned(w2!.id));
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ error: { code: "window_taken" } });
    const invalid = await send("/api/admin/appointments", "POST", phoned(w2!.id, { zip: "10001" }));
    expect(invalid.status).toBe(400);
  });

  it("should show a reschedule by the office in the lead's history and details, and e-mail the homeowner", async () => {
    const [w1, w2] = windowsOf(4);
    const { appointment } = await json<OfficeBookingAnswer>(await send("/api/admin/appointments", "POST", phoned(w1!.id)));
    const moved = await send(`/api/admin/appointments/${appointment.id}/reschedule`, "POST", { windowId: w2!.id });
    expect(await moved.json()).toMatchObject({ windowId: w2!.id, sequence: 1 });
    const detail = await json<LeadDetailAnswer>(await fetchAdmin(`/api/admin/leads/${appointment.leadId}`));
    expect(detail.audit.map((entry) => entry.action)).toEqual(["appointment.reschedule", "appointment.booked"]);
    expect(detail.audit[0]!.detail).toEqual({ reference: appointment.reference, from: w1!.id, to: w2!.id });
    expect(detail.lead.projectDetails).toContain(`Onsite consultation ${appointment.reference}: ${whenInWords(w2!.id)} (confirmed).`);
    const notices = await db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, appointment.id));
    expect(notices.map((n) => [n.audience, n.event, n.sequence])).toEqual([
      ["homeowner", "booked", 0],
      ["homeowner", "rescheduled", 1],
    ]);
  });

  it("should list a homeowner e-mail in the delivery log and queue a failed one again", async () => {
    const [window] = windowsOf(5);
    const { appointment } = await json<OfficeBookingAnswer>(await send("/api/admin/appointments", "POST", phoned(window!.id)));
    const [notice] = await db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, appointment.id));
    await db
      .insert(deliveries)
      .values({ leadId: appointment.leadId, channel: "homeowner", noticeId: notice!.id, attempt: 6, status: "failed", error: "bounced" });
    const log = await json<{ entries: { leadId: string; channel: string; noticeId: number | null; notice: string | null }[] }>(
      await fetchAdmin("/api/admin/deliveries?status=failed"),
    );
    expect(log.entries.find((entry) => entry.leadId === appointment.leadId)).toMatchObject({
      channel: "homeowner",
      noticeId: notice!.id,
      notice: "booked",
    });

    const queue = { send: vi.fn(async () => {}), sendBatch: vi.fn(async () => {}) };
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const retried = await app.request(
      "http://localhost:8787/api/admin/deliveries/retry",
      {
        method: "POST",
        headers: { ...devAdminHeaders(), "Content-Type": "application/json" },
        body: JSON.stringify({ leadId: appointment.leadId, channel: "homeowner", noticeId: notice!.id }),
      },
      { ...(env as Env), LEAD_NOTIFICATIONS: queue as unknown as Queue },
      ctx,
    );
    expect(retried.status).toBe(200);
    expect((queue.sendBatch.mock.calls as unknown as unknown[][])[0]![0]).toEqual([
      { body: { leadId: appointment.leadId, noticeId: notice!.id }, contentType: "json" },
    ]);
    const [after] = await db.select().from(appointmentNotices).where(eq(appointmentNotices.id, notice!.id));
    expect(after!.state).toBe("queued");
  });
});
