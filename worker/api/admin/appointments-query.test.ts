import { describe, expect, it } from "vitest";
import { fetchAdmin, fetchWorker } from "../../test/fetch";

const BAD_DAYS = ["2026-99-99", "2026-02-30", "2026-13-01", "0000-01-01", "9999-12-31", "2026-1-1", "tomorrow", "2026-00-10"];

describe("the appointments week with a bad date", () => {
  it.each(BAD_DAYS)("should answer the API's from=%s with a 400 that says what a date looks like", async (from) => {
    const response = await fetchAdmin(`/api/admin/appointments?from=${encodeURIComponent(from)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; fields?: Record<string, string> } };
    expect(JSON.stringify(body.error)).toContain("Use a date such as 2026-11-24");
  });

  it.each(BAD_DAYS)("should show this week with a notice for the page's from=%s", async (from) => {
    const response = await fetchAdmin(`/admin/appointments?from=${encodeURIComponent(from)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("is not a date we can show");
    expect(html).toContain("(today)");
  });

  it("should still show the week of a good date", async () => {
    const response = await fetchAdmin("/admin/appointments?from=2026-11-24");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Tuesday, November 24");
    expect(html).not.toContain("is not a date we can show");
    const api = await fetchAdmin("/api/admin/appointments?from=2026-11-24");
    expect((await api.json()) as { from: string; to: string }).toMatchObject({ from: "2026-11-24", to: "2026-11-30" });
  });
});

describe("other date filters with an impossible day", () => {
  it.each(["2026-99-99", "2026-02-30"])("should refuse the lead list's and the public availability's from=%s with a 400", async (day) => {
    const leads = await fetchAdmin(`/api/admin/leads?from=${day}`);
    expect(leads.status).toBe(400);
    expect(JSON.stringify(await leads.json())).toContain("Use a real day, such as 2026-11-24");
    const availability = await fetchWorker(`/api/appointments/availability?from=${day}`);
    expect(availability.status).toBe(400);
    expect(JSON.stringify(await availability.json())).toContain("from must be a real day, such as 2026-11-24");
  });
});
