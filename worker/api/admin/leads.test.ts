import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LeadDetailAnswer } from "../../../contracts/admin";
import { csvCell, csvRow } from "../../admin/csv";
import { chatLead, storeChatLead } from "../../chat/lead";
import type { Env } from "../../env";
import type { Lead } from "../../leads/queries";
import { fetchAdmin as admin } from "../../test/fetch";
import { storeTestLead } from "../../test/leads";

const run = `run${Date.now()}`;
const seed = storeTestLead;

describe("admin leads API", () => {
  it("should filter by source, service, status, dates and search, newest first", async () => {
    const a = await seed({ name: `Ada ${run}`, source: `Src ${run}`, service: "Siding" }, "2026-05-01T10:00:00Z");
    const b = await seed({ name: `Ben ${run}`, source: `Src ${run}`, service: "Roofing" }, "2026-05-02T10:00:00Z");
    const cy = await seed({ name: `Cy ${run}`, source: "Other", service: "Siding" }, "2026-05-03T10:00:00Z");
    // 02:30 UTC on May 4 is still May 3 in New York.
    const late = await seed({ name: `Late ${run}`, source: "Other", service: "Siding" }, "2026-05-04T02:30:00Z");
    const list = async (query: string) =>
      ((await (await admin(`/api/admin/leads?${query}`)).json()) as { leads: Lead[] }).leads.map((l) => l.id);
    expect(await list(`source=${encodeURIComponent(`Src ${run}`)}`)).toEqual([b, a]);
    expect(await list(`source=${encodeURIComponent(`Src ${run}`)}&service=Siding`)).toEqual([a]);
    expect(await list(`q=${encodeURIComponent(`Ben ${run}`)}`)).toEqual([b]);
    // Dates are the company's days, and "to" includes its whole day.
    expect(await list(`q=${run}&from=2026-05-02&to=2026-05-03`)).toEqual([late, cy, b]);
    expect(await list(`q=${run}&from=2026-05-02&to=2026-05-02`)).toEqual([b]);
    expect(await list(`q=${run}&status=won`)).toEqual([]);
    const bad = await admin("/api/admin/leads?status=maybe&limit=500&from=yesterday");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      status: "status must be one of new, contacted, scheduled, won, lost, spam",
      limit: "limit must be 1-100",
      from: "Use a date such as 2026-11-24",
    });
  });

  it("should page with an opaque cursor without repeating or skipping a lead", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await seed({ name: `Page ${run} ${i}` }, "2026-06-01T12:00:00Z")); // same instant: the id breaks ties
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await (
        await admin(`/api/admin/leads?q=${encodeURIComponent(`Page ${run}`)}&limit=3${cursor ? `&cursor=${cursor}` : ""}`)
      ).json()) as { leads: Lead[]; next: string | null };
      seen.push(...page.leads.map((l) => l.id));
      cursor = page.next;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect((await admin("/api/admin/leads?cursor=%%%")).status).toBe(400);
  });

  it("should move a lead through the pipeline and record who did it", async () => {
    const id = await seed({ name: `Dee ${run}` }, "2026-07-01T12:00:00Z");
    const response = await admin(`/api/admin/leads/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "contacted", note: "Left a voicemail." }),
    });
    expect(response.status).toBe(200);
    const detail = (await response.json()) as { lead: Lead; audit: { actor: string; action: string; detail: unknown }[] };
    expect(detail.lead.status).toBe("contacted");
    expect(detail.audit[0]).toMatchObject({
      actor: "developer@localhost",
      action: "lead.status",
      detail: { from: "new", to: "contacted", note: "Left a voicemail." },
    });
    const bad = await admin(`/api/admin/leads/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "archived" }),
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await admin("/api/admin/leads/no-such-lead", {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ status: "won" }),
        })
      ).status,
    ).toBe(404);
    expect(((await (await admin(`/api/admin/leads/${id}`)).json()) as { lead: Lead }).lead.status).toBe("contacted");
  });

  it("should add a note without moving the lead, and refuse a change that changes nothing", async () => {
    const id = await seed({ name: `Nia ${run}` }, "2026-07-02T12:00:00Z");
    const patch = (body: unknown) =>
      admin(`/api/admin/leads/${id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const empty = await patch({ status: "new", note: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { fields: { note: "Change something or write a note." } } });
    const noted = (await (await patch({ status: "new", note: "Asked for a Saturday visit." })).json()) as {
      lead: Lead;
      audit: { action: string; detail: unknown }[];
    };
    expect(noted.lead.status).toBe("new");
    expect(noted.audit.map((entry) => [entry.action, entry.detail])).toEqual([["lead.note", { note: "Asked for a Saturday visit." }]]);
  });

  it("should offer the sources and services that leads have, for the filters", async () => {
    await seed({ name: `Facet ${run}`, source: `Facet source ${run}`, service: `Facet service ${run}` }, "2026-07-03T12:00:00Z");
    const facets = (await (await admin("/api/admin/leads/facets")).json()) as { statuses: string[]; sources: string[]; services: string[] };
    expect(facets.statuses).toEqual(["new", "contacted", "scheduled", "won", "lost", "spam"]);
    expect(facets.sources).toContain(`Facet source ${run}`);
    expect(facets.services).toContain(`Facet service ${run}`);
    expect(facets.sources).toEqual([...facets.sources].sort());
  });

  it("should export the filtered list as CSV, quoting what needs quoting", async () => {
    await seed(
      { name: `Eve, "the" ${run}`, projectDetails: "Line one\nline two, with comma", company: "=HYPERLINK(1)" },
      "2026-08-01T12:00:00Z",
    );
    const response = await admin(`/api/admin/leads.csv?q=${encodeURIComponent(run)}&from=2026-08-01`);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await response.text();
    const [header, row] = text.split("\r\n");
    expect(header).toBe(
      "Received,Name,Email,Phone,Company,Address,ZIP,Out of area,Service,Source,Urgency,Preferred contact,Status,Won or lost because,Assignee,Follow up on,Estimate (USD),Contract (USD),Next appointment,Notes,Project details,Chat summary,Chat transcript,Same homeowner as lead,Notification,Lead ID," +
        "First channel,First landing page,First referrer,First UTM source,First UTM medium,First UTM campaign,First UTM term,First UTM content,First ad click ids,First visit at," +
        "Last channel,Last landing page,Last referrer,Last UTM source,Last UTM medium,Last UTM campaign,Last UTM term,Last UTM content,Last ad click ids,Last visit at",
    );
    expect(row).toContain(`"Eve, ""the"" ${run}"`);
    expect(row).toContain(",'=HYPERLINK(1),");
    expect(text).toContain('"Line one\nline two, with comma"');
  });

  it("should answer a chat lead's transcript as a list of messages, and export it", async () => {
    const conversation = [
      { id: "m1", role: "user" as const, content: "Can I get a quote for a new roof in Bel Air?", timestamp: "2026-08-02T14:00:00.000Z" },
      { id: "m2", role: "assistant" as const, content: "Of course. May I have your name?", timestamp: "2026-08-02T14:00:00.001Z" },
    ];
    const record = chatLead(
      { firstName: "Tess", lastName: `Chat ${run}`, email: `tess.${run}@example.net`, phone: "(410) 555-0142", service: "Roofing" },
      conversation,
      ["quote"],
      "/roofing",
    );
    const stored = await storeChatLead(env as Env, crypto.randomUUID(), record, {
      page: "/roofing",
      ip: "",
      userAgent: "",
      now: new Date("2026-08-02T14:01:00Z"),
    });
    if (!("leadId" in stored)) throw new Error(stored.invalid);
    const { lead } = (await (await admin(`/api/admin/leads/${stored.leadId}`)).json()) as LeadDetailAnswer;
    expect(lead).toMatchObject({ source: "chat", projectDetails: "" });
    expect(lead.summary).toMatch(/^The visitor asked about an estimate, starting with: "Can I get a quote/);
    expect(lead.transcript).toEqual([
      { role: "user", text: "Can I get a quote for a new roof in Bel Air?", sentAt: "2026-08-02T14:00:00.000Z" },
      { role: "assistant", text: "Of course. May I have your name?", sentAt: "2026-08-02T14:00:00.001Z" },
    ]);

    const csv = await (await admin(`/api/admin/leads.csv?q=${encodeURIComponent(`Chat ${run}`)}`)).text();
    expect(csv).toContain(
      '"2026-08-02 10:00 EDT Visitor: Can I get a quote for a new roof in Bel Air?\n2026-08-02 10:00 EDT Assistant: Of course. May I have your name?"',
    );
    expect(csv).toContain(',"The visitor asked about an estimate, starting with: ""Can I get a quote');
  });

  it("should read a chat lead stored with its transcript packed into the details as a list of messages", async () => {
    const packed = [
      'Summary: The visitor asked about storm damage, starting with: "A tree limb went through the roof". 1 message from the visitor; urgency high.',
      "",
      "Transcript:",
      "2026-03-02T09:15:00.000Z Visitor: A tree limb went through the roof",
      "2026-03-02T09:15:00.001Z Assistant: I'm sorry to hear that. Is water coming in?",
    ].join("\n");
    const id = await seed({ name: `Old Chat ${run}`, source: "chat", projectDetails: packed }, "2026-03-02T09:16:00Z");
    const { lead } = (await (await admin(`/api/admin/leads/${id}`)).json()) as LeadDetailAnswer;
    expect(lead.projectDetails).toBe("");
    expect(lead.summary).toBe(
      'The visitor asked about storm damage, starting with: "A tree limb went through the roof". 1 message from the visitor; urgency high.',
    );
    expect(lead.transcript).toEqual([
      { role: "user", text: "A tree limb went through the roof", sentAt: "2026-03-02T09:15:00.000Z" },
      { role: "assistant", text: "I'm sorry to hear that. Is water coming in?", sentAt: "2026-03-02T09:15:00.001Z" },
    ]);
    const [, row] = (await (await admin(`/api/admin/leads.csv?q=${encodeURIComponent(`Old Chat ${run}`)}`)).text()).split("\r\n");
    expect(row).toContain(',,"The visitor asked about storm damage');
    expect(row).toContain('"2026-03-02 04:15 EST Visitor: A tree limb went through the roof\n2026-03-02 04:15 EST Assistant:');
  });

  it("should quote CSV cells by RFC 4180 and defuse formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("-2+3,4")).toBe(`"'-2+3,4"`);
    expect(csvCell(null)).toBe("");
    expect(csvRow([1, true, "x"])).toBe("1,true,x\r\n");
  });
});
