import { describe, expect, it } from "vitest";
import type { leads } from "../db/schema";
import { readLead, transcriptText } from "./transcript";

type LeadRow = typeof leads.$inferSelect;

/** A stored lead row; only the fields the transcript reader looks at matter here. */
const row = (fields: Partial<LeadRow>) => ({ source: "chat", projectDetails: "", summary: "", transcript: [], ...fields }) as LeadRow;

/** Project details as chat leads were stored before the transcript had a column of its own. */
const PACKED = [
  'Summary: The visitor asked about an estimate, starting with: "Can I get a quote for a new roof?". 2 messages from the visitor; urgency medium.',
  "",
  "Transcript:",
  "2026-11-20T14:02:11.120Z Visitor: Can I get a quote for a new roof?",
  "2026-11-20T14:02:11.121Z Assistant: Of course. Where is the house?",
  "2026-11-20T14:03:40.500Z Visitor: Bel Air, MD: Summary: two layers",
  "and a skylight",
].join("\n");

describe("chat lead transcripts", () => {
  it("should read a transcript packed into the project details as the summary and the messages", () => {
    const lead = readLead(row({ projectDetails: PACKED }));
    expect(lead.projectDetails).toBe("");
    expect(lead.summary).toBe(
      'The visitor asked about an estimate, starting with: "Can I get a quote for a new roof?". 2 messages from the visitor; urgency medium.',
    );
    expect(lead.transcript).toEqual([
      { role: "user", text: "Can I get a quote for a new roof?", sentAt: "2026-11-20T14:02:11.120Z" },
      { role: "assistant", text: "Of course. Where is the house?", sentAt: "2026-11-20T14:02:11.121Z" },
      { role: "user", text: "Bel Air, MD: Summary: two layers\nand a skylight", sentAt: "2026-11-20T14:03:40.500Z" },
    ]);
  });

  it("should drop the marker of omitted messages and a first line cut short", () => {
    const omitted = readLead(
      row({ projectDetails: "Summary: x\n\nTranscript:\n[earlier messages omitted]\n2026-11-20T14:02:11.120Z Visitor: Still leaking" }),
    );
    expect(omitted.transcript).toEqual([{ role: "user", text: "Still leaking", sentAt: "2026-11-20T14:02:11.120Z" }]);
    const cut = readLead(row({ projectDetails: "Summary: x\n\nTranscript:\nof a sentence\n2026-11-20T14:02:12.000Z Assistant: Noted." }));
    expect(cut.transcript).toEqual([{ role: "assistant", text: "Noted.", sentAt: "2026-11-20T14:02:12.000Z" }]);
  });

  it("should leave every other lead as it is stored", () => {
    const stored = [{ role: "user" as const, text: "Hi", sentAt: "2026-11-20T14:02:11.120Z" }];
    // A chat lead with a transcript of its own, and a form lead whose visitor happened to type the same words.
    for (const lead of [
      row({ projectDetails: PACKED, transcript: stored }),
      row({ source: "Contact Page", projectDetails: PACKED }),
      row({ projectDetails: "Just a leak over the porch." }),
    ]) {
      expect(readLead(lead)).toBe(lead);
    }
  });

  it("should write the transcript as one line per message for e-mail and CSV", () => {
    expect(
      transcriptText([
        { role: "user", text: "Can I get a quote?", sentAt: "2026-11-20T14:02:11.120Z" },
        { role: "assistant", text: "Of course.", sentAt: "2026-11-20T14:02:11.121Z" },
      ]),
    ).toBe("2026-11-20T14:02:11.120Z Visitor: Can I get a quote?\n2026-11-20T14:02:11.121Z Assistant: Of course.");
  });
});
