import { env } from "cloudflare:workers";
import { parse } from "csv-parse/browser/esm/sync";
import { describe, expect, it } from "vitest";
import { database } from "../db/client";
import { appointments } from "../db/schema";
import type { Env } from "../env";
import { fetchAdmin as admin } from "../test/fetch";
import { storeTestLead } from "../test/leads";
import { LEAD_COLUMNS, localTime } from "./lead-export";

const db = database((env as Env).DB);
const run = `export${Date.now()}`;
const patch = (id: string, body: unknown) =>
  admin(`/api/admin/leads/${id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("the lead export a spreadsheet opens right", () => {
  it("should name local times with their zone, in winter and in summer", () => {
    expect(localTime("2026-01-15T14:05:00.000Z")).toBe("2026-01-15 09:05 EST");
    expect(localTime("2026-07-15T03:30:00.000Z")).toBe("2026-07-14 23:30 EDT");
    expect(localTime(null)).toBe("");
  });

  it("should start with a byte-order mark, keep accents, and carry assignee, status, amounts, notes and the next appointment", async () => {
    const id = await storeTestLead(
      { name: `José Núñez ${run}`, phone: "(301) 555-0177", address: "12 Crème Ct, Bel Air, MD 21014" },
      "2026-01-20T15:00:00Z",
    );
    await patch(id, { status: "contacted", note: "Llamó; prefers Spanish.", assignee: "pat.doyle@example.com" });
    await patch(id, { estimateCents: 1_234_550, contractCents: 1_200_000, followUpOn: "2026-02-01" });
    const windowStart = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await db.insert(appointments).values({
      id: `export-${run}`,
      reference: "OLX-EXPORT",
      leadId: id,
      service: "Roofing",
      windowId: "2099-01-01T08:00",
      windowStart,
      windowEnd: windowStart,
      name: "José Núñez",
      email: "jose@example.net",
      phone: "(301) 555-0177",
      address: "12 Crème Ct",
      zip: "21014",
      status: "confirmed",
      manageTokenHash: `export-hash-${run}`,
      updatedAt: windowStart,
    });

    const response = await admin(`/api/admin/leads.csv?q=${encodeURIComponent(run)}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFFReceived,")).toBe(true);
    const [header, row] = parse(text.slice(1), { relax_column_count: false }) as string[][];
    expect(header).toEqual(LEAD_COLUMNS.map((column) => column.header));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell("Name")).toBe(`José Núñez ${run}`);
    expect(cell("Address")).toBe("12 Crème Ct, Bel Air, MD 21014");
    expect(cell("Received")).toBe("2026-01-20 10:00 EST");
    expect(cell("Status")).toBe("contacted");
    expect(cell("Assignee")).toBe("Pat Doyle");
    expect(cell("Follow up on")).toBe("2026-02-01");
    expect(cell("Estimate (USD)")).toBe("12345.50");
    expect(cell("Contract (USD)")).toBe("12000.00");
    expect(cell("Notes")).toMatch(/^\d{4}-\d{2}-\d{2}: Llamó; prefers Spanish\.$/);
    expect(cell("Next appointment")).toBe(`${localTime(windowStart)} (confirmed, OLX-EXPORT)`);
  });
});
