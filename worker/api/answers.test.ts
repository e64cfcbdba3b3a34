import { describe, expect, it } from "vitest";
import * as admin from "../../contracts/admin-answers";
import { AnswerError, readAnswer } from "../../contracts/answer";
import { checkCaptureLeadResponse, checkChatHistory, checkSendMessageResponse, newSessionId } from "../../contracts/chat";
import type { Check } from "../../contracts/check";
import { checkLeadReceipt } from "../../contracts/leads";
import {
  checkAppointmentView,
  checkAvailability,
  checkBookingConfirmation,
  checkHtmlSitemap,
  checkInsightArticle,
  checkInsightPosts,
  checkLandingPage,
  checkServiceAreas,
} from "../../contracts/site-answers";
import { openWindowsLatestFirst, testBooking } from "../test/bookings";
import { chatBrowser } from "../test/chat";
import { fetchAdmin, fetchWorker } from "../test/fetch";
import { postLead, validLead } from "../test/leads";

/**
 * The browser reads every API answer through a check of its type (client/lib/request.ts
 * readAnswer). Here each check meets the worker's real answer, which it must accept, and the
 * same answer with one field spoiled, which it must refuse, saying where.
 */

const post = (path: string, body: unknown, fetcher = fetchWorker) =>
  fetcher(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.77" },
    body: JSON.stringify(body),
  });

/** The same answer with its first plain value (depth first) turned into an object; and that value's path. */
function spoil(value: unknown, at = ""): { spoiled: unknown; at: string } | null {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = spoil(item, `${at}[${i}]`);
      if (found) return { spoiled: value.map((each, j) => (j === i ? found.spoiled : each)), at: found.at };
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = spoil(item, at ? `${at}.${key}` : key);
      if (found) return { spoiled: { ...value, [key]: found.spoiled }, at: found.at };
    }
    return null;
  }
  return value === null ? null : { spoiled: { not: "this" }, at };
}

/**
 * Reads the OK answer through its check, then refuses it spoiled (at its first plain value, or
 * inside `field` when the answer leads with one the page does not read); returns the answer.
 */
async function accepted<T>(response: Response, check: Check<T>, field?: string): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const body = (await response.clone().json()) as Record<string, unknown>;
  const answer = await readAnswer(response, check);
  const inner = field === undefined ? null : spoil(body[field], field);
  const wrong = inner ? { spoiled: { ...body, [field!]: inner.spoiled }, at: inner.at } : spoil(body);
  expect(wrong, "the answer has a plain value to spoil").not.toBeNull();
  const refused = await readAnswer(Response.json(wrong!.spoiled), check).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(AnswerError);
  expect((refused as Error).message).toContain(wrong!.at);
  return answer;
}

describe("the API's answers, as the browser checks them", () => {
  it("should pass the public reads: insights, an article, the sitemap, service areas, a landing page", async () => {
    const { posts } = await accepted(await fetchWorker("/api/insights/posts?limit=12&diversify=true"), checkInsightPosts);
    expect(posts.length).toBeGreaterThan(0);
    await accepted(await fetchWorker(`/api/insights/articles/${posts[0]!.slug}`), checkInsightArticle);
    await accepted(await fetchWorker("/api/site/sitemap"), checkHtmlSitemap);
    const areas = await accepted(await fetchWorker("/api/site/service-areas/roofing"), checkServiceAreas);
    const town = areas[0]!.counties[0]!.towns[0]!.links[0]!.href;
    await accepted(await fetchWorker(`/api/landing-pages/${encodeURIComponent(town.slice(1))}`), checkLandingPage);
  });

  it("should pass a lead's receipt", async () => {
    await accepted(await postLead(validLead()), checkLeadReceipt);
  });

  it("should pass a booking's answers: availability, confirmation, its page, a move and a cancellation", async () => {
    const availability = await accepted(await fetchWorker("/api/appointments/availability"), checkAvailability);
    expect(availability.days.length).toBeGreaterThan(0);
    const [first, second] = await openWindowsLatestFirst();
    const booked = await accepted(await post("/api/appointments", testBooking(first!)), checkBookingConfirmation);
    const manage = `/api/appointments/manage/${encodeURIComponent(booked.manageToken)}`;
    await accepted(await fetchWorker(manage), checkAppointmentView);
    const moved = await accepted(await post(`${manage}/reschedule`, { windowId: second }), checkAppointmentView);
    expect(moved.windowId).toBe(second);
    const cancelled = await accepted(await post(`${manage}/cancel`, {}), checkAppointmentView);
    expect(cancelled.status).toBe("cancelled");
  });

  it("should pass the chat's answers: a reply, the history and a captured contact", async () => {
    const visitor = chatBrowser("192.0.2.231");
    const sessionId = newSessionId();
    await accepted(await visitor.send(sessionId, "Do you install seamless gutters?"), checkSendMessageResponse);
    const history = await accepted(await visitor.history(sessionId), checkChatHistory);
    expect(history.map((message) => message.role)).toEqual(["user", "assistant"]);
    const contact = { firstName: "Dana", lastName: "Reyes", email: `answers.${Date.now()}@example.net`, phone: "(410) 555-0199" };
    await accepted(await visitor.capture({ sessionId, ...contact, service: "Roofing" }), checkCaptureLeadResponse);
  });

  it("should pass the admin pages' reads and answers", async () => {
    await accepted(await fetchAdmin("/api/admin/me"), admin.checkAdminSession);
    await accepted(await fetchAdmin("/api/admin/dashboard"), admin.checkDashboard);
    await accepted(await fetchAdmin("/api/admin/system"), admin.checkSystemStatus);
    await accepted(await fetchAdmin("/api/admin/leads/facets"), admin.checkLeadFacets);
    await postLead(validLead());
    const { leads } = await accepted(await fetchAdmin("/api/admin/leads"), admin.checkLeadPage);
    await accepted(await fetchAdmin(`/api/admin/leads/${encodeURIComponent(leads[0]!.id)}`), admin.checkLeadDetail);
    await accepted(await fetchAdmin("/api/admin/deliveries"), admin.checkDeliveryLog);
    await accepted(await fetchAdmin("/api/admin/indexnow"), admin.checkIndexNowStatus);
    await accepted(await fetchAdmin("/api/admin/communications"), admin.checkCommunicationsStatus);
    await accepted(await post("/api/admin/deliveries/retry-failed", {}, fetchAdmin), admin.checkRetryAnswer, "message");
    const preview = { format: "markdown", files: [{ name: "draft.md", text: "Not an article yet." }] };
    await accepted(await post("/api/admin/insights/preview", preview, fetchAdmin), admin.checkUploadPreview);

    const [window, later] = await openWindowsLatestFirst();
    await post("/api/appointments", testBooking(window!));
    const { appointments } = await accepted(await fetchAdmin("/api/admin/appointments?days=31"), admin.checkAppointments);
    const booked = appointments.find((each) => each.windowId === window)!;
    const reschedule = `/api/admin/appointments/${encodeURIComponent(booked.id)}/reschedule`;
    await accepted(await post(reschedule, { windowId: later }, fetchAdmin), admin.checkAdminAppointment);
  });

  it("should refuse admin answers of the wrong shape with zod's account of where", async () => {
    const wrong = { channel: "email", ok: "yes", message: "Sent", durationMs: 12 };
    const error = await readAnswer(Response.json(wrong), admin.checkCommunicationsTest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnswerError);
    expect((error as Error).message).toContain("→ at ok");
    const submitted = { ok: true, message: "Submitted 57 URLs.", urlCount: 57 };
    expect(await readAnswer(Response.json(submitted), admin.checkIndexNowSubmit)).toEqual({ ok: true, message: "Submitted 57 URLs." });
    await expect(readAnswer(Response.json({ ok: true }), admin.checkIndexNowSubmit)).rejects.toThrow("→ at message");
    const result = { created: 1, updated: "0", records: [] };
    await expect(readAnswer(Response.json(result), admin.checkUploadResult)).rejects.toThrow("→ at updated");
  });
});
