import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Availability } from "../../contracts/appointment-views";
import { database } from "../db/client";
import { leads, reviewRequests } from "../db/schema";
import type { Env } from "../env";
import { localDate } from "../schedule/calendar";
import { testBooking } from "../test/bookings";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { freshIp } from "../test/leads";

const db = database((env as Env).DB);

/** Open windows near the calendar's end, clear of the other booking tests. */
async function lateWindow(n: number): Promise<string> {
  const { days } = (await (await fetchWorker("/api/appointments/availability")).json()) as Availability;
  const open = days.flatMap((day) => day.windows).filter((w) => w.available);
  return open[open.length - 20 - n]!.id;
}

/** Books online, wins the lead and marks its job completed today: the review request row the completion made. */
async function bookedWonCompleted(afterJobConsent: boolean, n: number) {
  const input = testBooking(await lateWindow(n), afterJobConsent ? { afterJobConsent } : {});
  const booked = await fetchWorker("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify(input),
  });
  expect(booked.status).toBe(201);
  const [lead] = await db.select().from(leads).where(eq(leads.email, input.email));
  await db.update(leads).set({ status: "won" }).where(eq(leads.id, lead!.id));
  const done = await fetchAdmin(`/api/admin/reviews/jobs/${lead!.id}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ completedOn: localDate(new Date()) }),
  });
  expect(done.status).toBe(200);
  const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, lead!.id));
  return request!;
}

describe("a booking's consent to be contacted after the job", () => {
  it("should ask an online booking's homeowner for a review once won and completed when they ticked the after-the-job box", async () => {
    const ticked = await bookedWonCompleted(true, 0);
    expect(ticked).toMatchObject({ state: "queued", channel: "email", skipReason: null });
    const unticked = await bookedWonCompleted(false, 1);
    expect(unticked).toMatchObject({ state: "skipped", skipReason: "No consent to be contacted after the job" });
  });
});
