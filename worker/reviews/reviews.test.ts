import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentContactText, portfolioConsentText } from "../../content/consent";
import { newSessionId, type SendMessageResponse } from "../../contracts/chat";
import { ratingInWords } from "../../contracts/reviews";
import { siteConfig } from "../config";
import { database } from "../db/client";
import { auditLog, leads, reviewOptOuts, reviewRequests, reviews } from "../db/schema";
import type { Env } from "../env";
import { handleNotificationBatch, type LeadNotification } from "../leads/notify";
import { erasePerson } from "../privacy/erase";
import { applyRetention } from "../privacy/retention";
import { localDate } from "../schedule/calendar";
import { chatBrowser } from "../test/chat";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { storeTestLead, uniquePhone } from "../test/leads";
import { planRequest } from "./consent";
import { reviewStats } from "./moderation";
import { contactHashes, requestInsert, requestRow, reviewSetup, sweepReviewRequests } from "./requests";
import { siteRating } from "./reviews";

const baseEnv = env as unknown as Env;
const db = database(baseEnv.DB);

/** E-mail to a recording binding, and Twilio to a recording fetcher. */
function recording() {
  const emails: { to: string; subject: string; text: string }[] = [];
  const texts: URLSearchParams[] = [];
  const binding = { send: async (message: (typeof emails)[number]) => void emails.push(message) } as unknown as SendEmail;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    texts.push(new URLSearchParams(await new Request(input, init).text()));
    return Response.json({ sid: "SM1" }, { status: 201 });
  }) as typeof fetch;
  const configured = {
    ...baseEnv,
    LEAD_EMAIL: binding,
    LEAD_EMAIL_FROM: "leads@example.com",
    TWILIO_ACCOUNT_SID: "AC123",
    TWILIO_AUTH_TOKEN: "token",
    TWILIO_FROM_NUMBER: "+14105550100",
    OFFICE_SMS_TO: "+14105550111",
  } as Env;
  return { env: configured, emails, texts, fetcher };
}

/** A won lead whose job is finished, with its review request row written (not queued): its id and the link's token. */
async function completedJob(overrides: Parameters<typeof storeTestLead>[0] = {}, setupEnv = recording().env) {
  const leadId = await storeTestLead({ phone: uniquePhone(), address: "1204 Ridge Rd, Bel Air, MD 21014", ...overrides });
  await db.update(leads).set({ status: "won", jobCompletedOn: "2026-11-20" }).where(eq(leads.id, leadId));
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  await requestInsert(db, await requestRow(db, reviewSetup(setupEnv), lead!, new Date()));
  const [request] = await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, leadId));
  return { leadId, token: request!.token ?? "", request: request! };
}

const ask = (leadId: string, id = leadId, attempts = 1) => ({
  id: `msg-${id}-${attempts}`,
  timestamp: new Date(),
  attempts,
  body: { leadId, review: "ask" } satisfies LeadNotification,
});

function postReview(token: string, body: unknown) {
  return fetchWorker(`/api/reviews/${token}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("review requests", () => {
  it("should ask for a review when the office marks a won job completed, and not for a lead that is not won", async () => {
    const leadId = await storeTestLead({ phone: uniquePhone() });
    const notWon = await fetchAdmin(`/api/admin/reviews/jobs/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ completedOn: "2026-11-20" }),
    });
    expect(notWon.status).toBe(409);
    expect(await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, leadId))).toHaveLength(0);

    await db.update(leads).set({ status: "won" }).where(eq(leads.id, leadId));
    const today = localDate(new Date());
    const done = await fetchAdmin(`/api/admin/reviews/jobs/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ completedOn: today }),
    });
    expect(done.status).toBe(200);
    const answer = (await done.json()) as { request: { channel: string; state: string } };
    expect(answer.request.channel).toBe("email");
    // Marked again (the day corrected): still one request.
    await fetchAdmin(`/api/admin/reviews/jobs/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ completedOn: today }),
    });
    expect(await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, leadId))).toHaveLength(1);
    const history = await db.select().from(auditLog).where(eq(auditLog.subjectId, leadId));
    expect(history.filter((entry) => entry.action === "lead.job-completed")).toHaveLength(2);
  });

  it("should send each completed job's request exactly once when the queue delivers its message twice and again later", async () => {
    const { env: configured, emails, fetcher } = recording();
    const jobs = await Promise.all([1, 2, 3].map(() => completedJob({}, configured)));
    // Every message twice in one batch (a duplicate), then the whole batch redelivered.
    const messages = jobs.flatMap(({ leadId }) => [ask(leadId), ask(leadId, `${leadId}-dup`)]);
    for (const round of [1, 2]) {
      const batch = createMessageBatch<LeadNotification>(
        "lead-notifications",
        messages.map((m) => ({ ...m, attempts: round })),
      );
      const ctx = createExecutionContext();
      await handleNotificationBatch(batch, configured, fetcher);
      const result = await getQueueResult(batch, ctx);
      expect(result.retryMessages).toEqual([]);
    }
    expect(emails).toHaveLength(3);
    expect(emails.map((email) => email.to).sort()).toEqual(
      (await Promise.all(jobs.map(async ({ leadId }) => (await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.email))).sort(),
    );
    expect(emails[0]!.text).toContain("/review/");
    for (const { leadId } of jobs) {
      const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, leadId));
      expect(row?.state).toBe("sent");
    }
  });

  it("should text a homeowner who prefers texts and agreed to them, and remind once only", async () => {
    const { env: configured, emails, texts, fetcher } = recording();
    const { leadId } = await completedJob({ contactPreference: "text" }, configured);
    const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, leadId));
    expect(row?.channel).toBe("sms");
    await handleNotificationBatch(createMessageBatch("lead-notifications", [ask(leadId)]), configured, fetcher);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.get("Body")).toContain("/review/");

    // Five days later, in the daytime: one reminder; the next sweeps send nothing more.
    await db.update(reviewRequests).set({ sentAt: "2026-01-01T12:00:00.000Z" }).where(eq(reviewRequests.leadId, leadId));
    const sent: unknown[] = [];
    const queue = { sendBatch: async (batch: unknown[]) => void sent.push(...batch) } as unknown as Queue;
    const noon = new Date("2026-01-06T17:00:00.000Z");
    await sweepReviewRequests(db, queue, 4, noon);
    expect(sent.filter((m) => (m as { body: LeadNotification }).body.leadId === leadId)).toHaveLength(1);
    await handleNotificationBatch(
      createMessageBatch("lead-notifications", [{ ...ask(leadId), body: { leadId, review: "remind" } }]),
      configured,
      fetcher,
    );
    expect(texts).toHaveLength(2);
    expect(texts[1]!.get("Body")).toContain("reminder");
    sent.length = 0;
    await sweepReviewRequests(db, queue, 4, new Date(noon.getTime() + 86_400_000));
    expect(sent.filter((m) => (m as { body: LeadNotification }).body.leadId === leadId)).toHaveLength(0);
    expect(emails).toHaveLength(0);
  });

  it("should never ask someone who opted out, or whose consent covered only their appointment", async () => {
    const { env: configured } = recording();
    const email = `opted.${Date.now()}@example.net`;
    for (const hash of await contactHashes({ email, phoneE164: null }))
      await db.insert(reviewOptOuts).values({ contactHash: hash, at: "2026-01-01" });
    const optedOut = await completedJob({ email }, configured);
    expect(optedOut.request).toMatchObject({ state: "skipped", channel: null, token: null });
    const booking = await completedJob({ consentText: appointmentContactText }, configured);
    expect(booking.request).toMatchObject({ state: "skipped", skipReason: "No consent to be contacted after the job" });
    const portfolio = await completedJob({ consentText: portfolioConsentText, contactPreference: "text" }, configured);
    expect(portfolio.request).toMatchObject({ state: "queued", channel: "email" });
  });

  it("should choose the channel by consent and preference", () => {
    const base = {
      email: "a@example.net",
      phoneE164: "+14105550199",
      consentText: "We may contact you by phone, text message or e-mail about your request.",
      marketingAgreed: false,
      optedOut: false,
      smsAvailable: true,
      emailAvailable: true,
    };
    expect(planRequest({ ...base, contactPreference: "text" })).toEqual({ send: "sms" });
    expect(planRequest({ ...base, contactPreference: "phone" })).toEqual({ send: "email" });
    expect(planRequest({ ...base, contactPreference: "text", smsAvailable: false })).toEqual({ send: "email" });
    expect(planRequest({ ...base, contactPreference: "email", optedOut: true })).toHaveProperty("skip");
    expect(planRequest({ ...base, contactPreference: "email", consentText: "No consent statement was shown" })).toHaveProperty("skip");
    const noChannelNamed = "By submitting this form, you agree that we may contact you about your request.";
    expect(planRequest({ ...base, contactPreference: "text", consentText: noChannelNamed })).toEqual({ send: "email" });
  });
});

describe("the review link and the review", () => {
  it("should admit only its own person: the link names them, and a guessed link finds nothing", async () => {
    const first = await completedJob({ name: "Rosa Delgado" });
    const second = await completedJob({ name: "Tom Becker" });
    expect(((await (await fetchWorker(`/api/reviews/${first.token}`)).json()) as { firstName: string }).firstName).toBe("Rosa");
    expect(((await (await fetchWorker(`/api/reviews/${second.token}`)).json()) as { firstName: string }).firstName).toBe("Tom");
    expect((await fetchWorker(`/api/reviews/${first.token.slice(0, -2)}xy`)).status).toBe(404);
    expect((await postReview("not-a-real-token-at-all-000000", { rating: 5, text: "Great" })).status).toBe(404);
    const page = await fetchWorker(`/review/${first.token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect((await fetchWorker("/review/not-a-real-token-at-all-000000")).status).toBe(404);
  });

  it("should take one review per request and refuse a second", async () => {
    const { token, leadId } = await completedJob();
    const first = await postReview(token, { rating: 4, text: "Tidy crew, new roof looks good.", showOnSite: true });
    expect(first.status).toBe(201);
    const again = await postReview(token, { rating: 5, text: "Changed my mind", showOnSite: true });
    expect(again.status).toBe(409);
    const stored = await db.select().from(reviews).where(eq(reviews.leadId, leadId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ rating: 4, status: "new", author: "Dana W.", town: "Bel Air", county: "Harford County" });
  });

  it("should answer a review without a rating with a clear error and store nothing", async () => {
    const { token, leadId } = await completedJob();
    const response = await postReview(token, { text: "No stars given" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.rating).toBe(
      "Please choose a star rating from 1 to 5",
    );
    expect(await db.select().from(reviews).where(eq(reviews.leadId, leadId))).toHaveLength(0);
  });

  it("should post the review page's form before its script runs, through the page's action", async () => {
    const { token, leadId } = await completedJob();
    const form = new URLSearchParams({ intent: "review", rating: "5", text: "Done in two days.", showOnSite: "yes" });
    const response = await fetchWorker(`/review/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:8787" },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you for your review");
    expect(await db.select().from(reviews).where(eq(reviews.leadId, leadId))).toHaveLength(1);
  });
});

describe("moderation and what the pages show", () => {
  it("should refuse to hide a review without one of the fixed reasons, and record the reason it was hidden for", async () => {
    const { token, leadId } = await completedJob();
    await postReview(token, { rating: 1, text: "They left a mess.", showOnSite: true });
    const [review] = await db.select().from(reviews).where(eq(reviews.leadId, leadId));
    const hide = (reason?: string) =>
      fetchAdmin(`/api/admin/reviews/${review!.id}/hide`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(reason === undefined ? {} : { reason }),
      });
    expect((await hide()).status).toBe(400);
    expect((await hide("Too negative")).status).toBe(400);
    expect((await db.select().from(reviews).where(eq(reviews.id, review!.id)))[0]?.status).toBe("new");
    expect((await hide("Profanity")).status).toBe(200);
    const history = await db.select().from(auditLog).where(eq(auditLog.subjectId, leadId));
    expect(history.find((entry) => entry.action === "review.hide")?.detail).toContain("Profanity");
  });

  it("should put only published reviews on the matching town page, the home page and the service's page, and in their structured data", async () => {
    const published = await completedJob({ name: "Gail Porter" });
    const waiting = await completedJob({ name: "Hank Moody" });
    const privately = await completedJob({ name: "Ivy Chen" });
    await postReview(published.token, { rating: 5, text: "Published words from Bel Air.", showOnSite: true });
    await postReview(waiting.token, { rating: 2, text: "Words still waiting for the office.", showOnSite: true });
    await postReview(privately.token, { rating: 3, text: "Words only the office may read.", showOnSite: false });
    const [review] = await db.select().from(reviews).where(eq(reviews.leadId, published.leadId));
    const [secret] = await db.select().from(reviews).where(eq(reviews.leadId, privately.leadId));
    const publish = (id: string) =>
      fetchAdmin(`/api/admin/reviews/${id}/publish`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect((await publish(secret!.id)).status).toBe(409);
    expect((await publish(review!.id)).status).toBe(200);

    for (const path of ["/roofing-bel-air", "/", "/roofing"]) {
      const html = await (await fetchWorker(path)).text();
      expect(html, path).toContain("Published words from Bel Air.");
      expect(html, path).toContain("Gail P.");
      expect(html, path).not.toContain("Words still waiting for the office.");
      expect(html, path).not.toContain("Words only the office may read.");
      const graphs = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("\n");
      expect(graphs, path).toContain('"@type":"Review"');
      expect(graphs, path).toContain("Published words from Bel Air.");
      expect(graphs, path).not.toContain("Words still waiting");
      expect(graphs, path).not.toContain("aggregateRating");
    }
    // A town in another county, and another service's page, do not show it.
    expect(await (await fetchWorker("/roofing-dover")).text()).not.toContain("Published words from Bel Air.");
    expect(await (await fetchWorker("/siding")).text()).not.toContain("Published words from Bel Air.");
  });
});

describe("review statistics", () => {
  it("should count each request in the company's month, not UTC's", async () => {
    // 10 p.m. on February 28 in New York is already March 1 in UTC.
    const lastOfFebruary = await completedJob();
    const firstOfMarch = await completedJob();
    await db
      .update(reviewRequests)
      .set({ createdAt: "2025-03-01T03:00:00.000Z", sentAt: "2025-03-01T03:00:05.000Z" })
      .where(eq(reviewRequests.id, lastOfFebruary.request.id));
    await db.update(reviewRequests).set({ createdAt: "2025-03-01T06:00:00.000Z" }).where(eq(reviewRequests.id, firstOfMarch.request.id));
    const months = await reviewStats(db, new Date("2026-11-28T12:00:00Z"));
    expect(months.find((row) => row.month === "2025-02")).toMatchObject({ sent: 1, opened: 0, received: 0 });
    expect(months.find((row) => row.month === "2025-03")).toMatchObject({ sent: 0 });
    // Newest first, two years at most.
    expect(months.map((row) => row.month)).toEqual([...months.map((row) => row.month)].sort().reverse());
    expect(months.length).toBeLessThanOrEqual(24);
  });
});

describe("erasure and retention", () => {
  it("should erase a person's review and review request with them, and retention with their old closed lead", async () => {
    const erased = await completedJob({ name: "Jo Erased" });
    await postReview(erased.token, { rating: 5, text: "Words of someone who asks to be forgotten.", showOnSite: true });
    const [lead] = await db.select().from(leads).where(eq(leads.id, erased.leadId));
    const chats = { get: () => ({ erase: async () => undefined }), idFromName: () => ({}) } as unknown as Parameters<typeof erasePerson>[1];
    await erasePerson(db, chats, { email: lead!.email.toLowerCase() }, [erased.leadId], "office@example.com");
    expect(await db.select().from(reviews).where(eq(reviews.leadId, erased.leadId))).toHaveLength(0);
    expect(await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, erased.leadId))).toHaveLength(0);

    const old = await storeTestLead({ phone: uniquePhone(), address: "1204 Ridge Rd, Bel Air, MD 21014" }, "2019-01-01T12:00:00.000Z");
    await db.update(leads).set({ status: "won" }).where(eq(leads.id, old));
    const [oldLead] = await db.select().from(leads).where(eq(leads.id, old));
    await requestInsert(db, await requestRow(db, reviewSetup(recording().env), oldLead!, new Date()));
    await applyRetention(db, chats, siteConfig(baseEnv).retention, new Date("2026-11-28T12:00:00.000Z"));
    expect(await db.select().from(reviewRequests).where(eq(reviewRequests.leadId, old))).toHaveLength(0);
  });
});

describe("the rating the site claims", () => {
  it("should count every review not removed for a listed reason, new and private ones too, so publishing only good ones cannot raise it", async () => {
    const before = await siteRating(db);
    const { token: low, leadId: lowLead } = await completedJob({ name: "Kai Rating" });
    await postReview(low, { rating: 1, text: "Leaked within a month.", showOnSite: true });
    const { token: kept, leadId: keptLead } = await completedJob({ name: "Lee Private" });
    await postReview(kept, { rating: 2, text: "Slow.", showOnSite: false });
    const { token: good, leadId: goodLead } = await completedJob({ name: "Max Good" });
    await postReview(good, { rating: 5, text: "Careful crew.", showOnSite: true });
    await db.update(reviews).set({ status: "published" }).where(eq(reviews.leadId, goodLead));
    const after = await siteRating(db);
    // The low review is still new (never published), the other private: both count.
    expect(after!.count).toBe((before?.count ?? 0) + 3);
    const [lowReview] = await db.select().from(reviews).where(eq(reviews.leadId, lowLead));
    expect(lowReview!.status).toBe("new");
    const [keptReview] = await db.select().from(reviews).where(eq(reviews.leadId, keptLead));
    expect(keptReview!.status).toBe("private");
    // Kept off the site for a listed reason: no longer counted.
    await db.update(reviews).set({ status: "hidden", hiddenReason: "Profanity" }).where(eq(reviews.leadId, lowLead));
    expect((await siteRating(db))!.count).toBe((before?.count ?? 0) + 2);
  });

  it("should name the owner's figure with its source, marked until confirmed, until the site has a review, then the site's own in the about page and the assistant", async () => {
    await db.delete(reviews);
    const about = await (await fetchWorker("/about?no-reviews")).text();
    expect(about).toContain("4.9 from 150 reviews on review site PLACEHOLDER");
    expect(about).toContain("(unconfirmed)");
    const { token } = await completedJob();
    await postReview(token, { rating: 4, text: "Good job.", showOnSite: false });
    const claim = ratingInWords((await siteRating(db))!);
    expect(claim).toBe("4 from 1 review on this site");
    const rated = await (await fetchWorker("/about?one-review")).text();
    expect(rated).toContain(`Customer rating: ${claim}`);
    const reply = await chatBrowser("198.51.100.231").send(newSessionId(), "How do customers rate you? How many stars?");
    expect(((await reply.json()) as SendMessageResponse).response).toContain(`rate us ${claim}`);
  });
});
