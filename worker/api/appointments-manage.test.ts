import { describe, expect, it } from "vitest";
import type { AppointmentView, Availability, BookingConfirmation } from "../../contracts/appointment-views";
import { fetchWorker } from "../test/fetch";
import { uniquePhone } from "../test/leads";

const SITE = "http://localhost:8787";
let sequence = 0;

async function book(): Promise<{ token: string; windowId: string }> {
  const availability = (await (await fetchWorker("/api/appointments/availability")).json()) as Availability;
  const window = availability.days.flatMap((day) => day.windows).filter((w) => w.available)[20]!;
  const response = await fetchWorker("/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${++sequence}`, Origin: SITE },
    body: JSON.stringify({
      service: "Siding",
      windowId: window.id,
      name: "Morgan Reyes",
      email: `morgan.${Date.now()}.${sequence}@example.net`,
      phone: uniquePhone(),
      street: "88 Main St, Bel Air",
      zip: "21014",
      notes: "",
      consent: true,
      website: "",
    }),
  });
  expect(response.status).toBe(201);
  return { token: ((await response.json()) as BookingConfirmation).manageToken, windowId: window.id };
}

const view = async (token: string) => (await (await fetchWorker(`/api/appointments/manage/${token}`)).json()) as AppointmentView;

describe("managing a booking from another site", () => {
  it.each([
    ["a form post", "POST", "cancel", "application/x-www-form-urlencoded", "a=1"],
    ["a text/plain post", "POST", "cancel", "text/plain", "{}"],
    ["a multipart post", "POST", "cancel", "multipart/form-data; boundary=x", "--x--"],
    ["a post without a body", "POST", "cancel", undefined, undefined],
    ["a JSON-looking text/plain reschedule", "POST", "reschedule", "text/plain", '{"windowId":"x"}'],
    ["a DELETE", "DELETE", "cancel", undefined, undefined],
  ])("should refuse %s from a foreign origin and change nothing", async (_, method, action, type, body) => {
    const { token } = await book();
    const before = (await view(token)).status;
    expect(before).not.toBe("cancelled");
    const headers: Record<string, string> = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    if (type) headers["Content-Type"] = type;
    const response = await fetchWorker(`/api/appointments/manage/${token}/${action}`, { method, headers, body });
    expect([403, 404, 405, 415]).toContain(response.status);
    expect((await view(token)).status).toBe(before);
  });

  it("should refuse even a JSON request that names another origin", async () => {
    const { token } = await book();
    const before = (await view(token)).status;
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "http://localhost:9999" },
    ];
    for (const headers of foreign) {
      const response = await fetchWorker(`/api/appointments/manage/${token}/cancel`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: "{}",
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await view(token)).status).toBe(before);
  });

  it("should still let the site's own page cancel (a JSON request from this origin)", async () => {
    const { token } = await book();
    const response = await fetchWorker(`/api/appointments/manage/${token}/cancel`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE, "Sec-Fetch-Site": "same-origin" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect((await view(token)).status).toBe("cancelled");
  });
});
