import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import { postLead, validLead } from "../test/leads";
import { errorSummary, logEvent, redactPrivatePaths } from "./log";

/** Every line written to the console while `run` runs, parsed where it is JSON. */
async function logged(run: () => unknown) {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  for (const level of ["log", "info", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(record);
  await run();
  vi.restoreAllMocks();
  return {
    lines,
    events: lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("the Worker's log", () => {
  it("should write one JSON line per event", async () => {
    const { lines } = await logged(async () => logEvent("lead.accepted", { leadId: "lead-1", kind: "Contact Page" }));
    expect(lines).toEqual(['{"event":"lead.accepted","leadId":"lead-1","kind":"Contact Page"}']);
  });

  it("should log an accepted lead by id and kind, without the visitor's details", async () => {
    const lead = validLead();
    const { lines, events } = await logged(() => postLead(lead, { ip: "203.0.113.77" }));
    expect(events).toContainEqual({ event: "lead.accepted", leadId: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: "Contact Page" });
    for (const secret of [lead.email, lead.name, "203.0.113.77", "555-0199"]) expect(lines.join("\n")).not.toContain(secret);
  });

  it("should log a refused spam submission with its reason and without the IP address", async () => {
    const { lines, events } = await logged(() => postLead(validLead({ website: "http://spam.example" }), { ip: "203.0.113.78" }));
    expect(events).toContainEqual({ event: "lead.rejected", path: "form", reason: "honeypot" });
    expect(lines.join("\n")).not.toContain("203.0.113.78");
  });

  it("should keep a private booking link out of a failed request's line", async () => {
    const token = "Q".repeat(43);
    expect(redactPrivatePaths(`GET /schedule/manage/${token} 500 (3ms)`)).toBe("GET /schedule/manage/:token 500 (3ms)");
    expect(redactPrivatePaths(`/api/appointments/manage/${token}/calendar.ics`)).toBe("/api/appointments/manage/:token/calendar.ics");
    expect(redactPrivatePaths("/schedule")).toBe("/schedule");
    // A request that fails on a private link is logged with the link's secret replaced.
    const brokenDb = {
      prepare: () => {
        throw new Error("D1 is unreachable");
      },
    } as unknown as D1Database;
    const { lines, events } = await logged(async () =>
      app.request(`http://localhost:8787/api/appointments/manage/${token}`, {}, { ...(env as Env), DB: brokenDb }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: "request.failed",
        path: "/api/appointments/manage/:token",
        error: expect.stringContaining("D1 is unreachable"),
      }),
    );
    expect(lines.join("\n")).not.toContain(token);
  });

  it("should summarise an error without the query parameters it carried", () => {
    const failed = new Error('Failed query: insert into "leads" values (?, ?)\nparams: Dana Whitfield,dana@example.net', {
      cause: new Error("D1_ERROR: UNIQUE constraint failed: leads.id"),
    });
    const summary = errorSummary(failed);
    expect(summary).toBe(
      'Error: Failed query: insert into "leads" values (?, ?) (cause: Error: D1_ERROR: UNIQUE constraint failed: leads.id)',
    );
    expect(summary).not.toContain("dana@example.net");
  });
});
