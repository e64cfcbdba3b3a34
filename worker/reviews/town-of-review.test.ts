import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { leads, reviewRequests, reviews } from "../db/schema";
import type { Env } from "../env";
import { bookDirectly, openWindowsLatestFirst } from "../test/bookings";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { storeTestLead, uniquePhone } from "../test/leads";
import { requestInsert, requestRow, reviewSetup } from "./requests";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);

describe("the town a review shows on", () => {
  it("should show a published review on the town page of the booking's ZIP code when the lead itself gave none, and one review as one card", async () => {
    // A contact form with a street but no ZIP code; the visit booked online then said 21014 (Bel Air).
    const leadId = await storeTestLead({ name: "Rosalind Achebe", phone: uniquePhone(), address: "1204 Ridge Rd" });
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.zip).toBeNull();
    const [window] = await openWindowsLatestFirst();
    await bookDirectly(db, window!, { zip: "21014" }, { join: lead! });
    await db.update(leads).set({ status: "won", jobCompletedOn: "2026-11-20" }).where(eq(leads.id, leadId));
    const [won] = await db.select().from(leads).where(eq(leads.id, leadId));
    await requestInsert(db, await requestRow(db, reviewSetup(baseEnv), won!, new Date()));
    const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, leadId));

    const words = "Rosalind's new roof went on in a day and they swept every nail.";
    const sent = await fetchWorker(`/api/reviews/${request!.token}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rating: 5, text: words, showOnSite: true }),
    });
    expect(sent.status).toBe(201);
    const [review] = await db.select().from(reviews).where(eq(reviews.leadId, leadId));
    expect(review).toMatchObject({ town: "Bel Air", state: "MD", county: "Harford County" });
    const published = await fetchAdmin(`/api/admin/reviews/${review!.id}/publish`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(published.status).toBe(200);
    expect(await (await fetchWorker("/roofing-bel-air")).text()).toContain(words);
    // The home page's carousel holds this one review: a single card, with no arrows or dots that go nowhere.
    const home = await (await fetchWorker("/")).text();
    expect(home).toContain(words);
    expect(home).not.toContain('aria-label="Next testimonial"');
    expect(home).not.toContain('aria-label="Testimonial positions"');
  });
});
