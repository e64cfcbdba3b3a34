import { describe, expect, it } from "vitest";
import { fetchAdmin } from "../../test/fetch";
import { storeTestLead } from "../../test/leads";

/** A signed-in admin's browser, made to send a request by another site's page. */
const fromElsewhere = (path: string, method: string, body: string, contentType = "application/json") =>
  fetchAdmin(path, {
    method,
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": contentType },
    body,
  });

describe("admin changes from another site", () => {
  it("should refuse every state-changing admin request from a foreign origin, and change nothing", async () => {
    const id = await storeTestLead({ name: `Origin ${Date.now()}` });
    const attempts: [string, string, string][] = [
      ["/api/admin/deliveries/retry-failed", "POST", "{}"],
      [`/api/admin/leads/${id}`, "PATCH", JSON.stringify({ status: "spam" })],
      [`/api/admin/leads/${id}/merge`, "POST", JSON.stringify({ into: id })],
      ["/api/admin/erasure", "POST", JSON.stringify({ person: "a@example.net", leadIds: [id] })],
      ["/api/admin/indexnow", "POST", JSON.stringify({ mode: "all" })],
    ];
    for (const [path, method, body] of attempts) {
      const response = await fromElsewhere(path, method, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: "forbidden_origin" } });
    }
    // A page of the same site but another origin (a subdomain) is refused too.
    const sameSite = await fetchAdmin("/api/admin/deliveries/retry-failed", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-site", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(sameSite.status).toBe(403);
    const lead = (await (await fetchAdmin(`/api/admin/leads/${id}`)).json()) as { lead: { status: string } };
    expect(lead.lead.status).toBe("new");
  });

  it("should refuse an admin change sent as a form, even without an Origin header", async () => {
    const response = await fetchAdmin("/api/admin/deliveries/retry-failed", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "all=1",
    });
    expect(response.status).toBe(415);
    const bodiless = await fetchAdmin("/api/admin/deliveries/retry-failed", { method: "POST" });
    expect(bodiless.status).toBe(415);
    // The admin's own page, with JSON, still works.
    const own = await fetchAdmin("/api/admin/deliveries/retry-failed", {
      method: "POST",
      headers: { Origin: "http://localhost:8787", "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(own.status).toBe(200);
  });
});
