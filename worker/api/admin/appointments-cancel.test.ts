import { env } from "cloudflare:workers";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingConfirmation } from "../../../contracts/appointment-views";
import { database } from "../../db/client";
import { appointments, auditLog } from "../../db/schema";
import type { Env } from "../../env";
import { openWindowsLatestFirst, testBooking } from "../../test/bookings";
import { fetchAdmin, fetchWorker } from "../../test/fetch";
import { freshIp } from "../../test/leads";

const db = database((env as Env).DB);

async function book(): Promise<string> {
  const [window] = await openWindowsLatestFirst();
  const response = await fetchWorker("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify(testBooking(window!)),
  });
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as BookingConfirmation;
  const [row] = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.reference, reference));
  return row!.id;
}

const patch = (id: string, body: unknown) =>
  fetchAdmin(`/api/admin/appointments/${id}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("cancelling an appointment from the admin", () => {
  it("should ask why, record the reason and note, and undo back to where it was", async () => {
    const id = await book();
    const unexplained = await patch(id, { status: "cancelled" });
    expect(unexplained.status).toBe(400);
    expect(await unexplained.json()).toMatchObject({ error: { fields: { reason: "Choose why the appointment is cancelled" } } });
    expect((await patch(id, { status: "cancelled", reason: "Because" })).status).toBe(400);

    const cancelled = await patch(id, { status: "cancelled", reason: "Weather", note: "Ice storm forecast." });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled" });
    const undone = await patch(id, { status: "requested", undo: true });
    expect(await undone.json()).toMatchObject({ status: "requested" });

    const history = await db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "appointment"), eq(auditLog.subjectId, id), eq(auditLog.action, "appointment.status")))
      .orderBy(desc(auditLog.id));
    expect(history.map((entry) => JSON.parse(entry.detail))).toEqual([
      { reference: expect.any(String), from: "cancelled", to: "requested", undo: true },
      { reference: expect.any(String), from: "requested", to: "cancelled", reason: "Weather", note: "Ice storm forecast." },
    ]);
  });
});
