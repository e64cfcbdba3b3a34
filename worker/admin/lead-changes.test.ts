import { describe, expect, it } from "vitest";
import { NOTHING_CHANGED, planLeadChange } from "./lead-changes";

const TEAM = ["pat@example.com", "sam@example.com"];
const open = {
  status: "contacted" as const,
  assignee: null,
  followUpOn: null,
  estimateCents: null,
  contractCents: null,
  outcomeReason: null,
};

describe("the lead status rules", () => {
  it("should ask why a lead was lost, from the fixed list", () => {
    expect(planLeadChange(open, { status: "lost", note: "" }, TEAM)).toEqual({ errors: { reason: "Choose why it was lost" } });
    expect(planLeadChange(open, { status: "lost", reason: "Bad vibes", note: "" }, TEAM)).toMatchObject({
      errors: { reason: expect.stringMatching(/^Choose one of the reasons: Price too high, /) },
    });
    expect(planLeadChange(open, { status: "lost", reason: "Price too high", note: "Went with a cheaper bid." }, TEAM)).toEqual({
      set: { status: "lost", outcomeReason: "Price too high" },
      entries: [
        { action: "lead.status", detail: { from: "contacted", to: "lost", reason: "Price too high", note: "Went with a cheaper bid." } },
      ],
    });
  });

  it("should mark a lead won only with a reason and the contract amount, given now or before", () => {
    expect(planLeadChange(open, { status: "won", note: "" }, TEAM)).toEqual({
      errors: { reason: "Choose why it was won", contractCents: "Enter the contract amount to mark it won" },
    });
    expect(planLeadChange(open, { status: "won", reason: "Fast response", contractCents: 1_850_000, note: "" }, TEAM)).toEqual({
      set: { status: "won", outcomeReason: "Fast response", contractCents: 1_850_000 },
      entries: [
        { action: "lead.amounts", detail: { contractCents: { from: null, to: 1_850_000 } } },
        { action: "lead.status", detail: { from: "contacted", to: "won", reason: "Fast response" } },
      ],
    });
    const priced = { ...open, contractCents: 900_000 };
    expect(planLeadChange(priced, { status: "won", reason: "Price", note: "" }, TEAM)).toMatchObject({ set: { status: "won" } });
  });

  it("should clear the reason when a lead opens again, and say an undo is one", () => {
    const lost = { ...open, status: "lost" as const, outcomeReason: "Price too high" };
    expect(planLeadChange(lost, { status: "contacted", note: "", undo: true }, TEAM)).toEqual({
      set: { status: "contacted", outcomeReason: null },
      entries: [{ action: "lead.status", detail: { from: "lost", to: "contacted", undo: true } }],
    });
    expect(planLeadChange(open, { status: "scheduled", reason: "Price", note: "" }, TEAM)).toEqual({
      errors: { reason: "A reason goes with won or lost" },
    });
  });

  it("should mark spam without a reason, and undo it the same way", () => {
    const fresh = { ...open, status: "new" as const };
    const now = new Date("2026-12-07T15:00:00.000Z");
    // Marked spam now: its retention days count from this moment.
    expect(planLeadChange(fresh, { status: "spam", note: "" }, TEAM, now)).toEqual({
      set: { status: "spam", spamAt: now.toISOString(), outcomeReason: null },
      entries: [{ action: "lead.status", detail: { from: "new", to: "spam" } }],
    });
    expect(planLeadChange({ ...fresh, status: "spam" }, { status: "new", note: "", undo: true }, TEAM)).toMatchObject({
      set: { status: "new", spamAt: null },
    });
  });

  it("should assign only to the team, and record each change as its own entry", () => {
    expect(planLeadChange(open, { assignee: "stranger@example.com", note: "" }, TEAM)).toEqual({
      errors: { assignee: "Choose a member of the team" },
    });
    expect(
      planLeadChange(
        open,
        { assignee: "pat@example.com", followUpOn: "2026-12-01", estimateCents: 1_200_000, note: "Sent the estimate." },
        TEAM,
      ),
    ).toEqual({
      set: { assignee: "pat@example.com", followUpOn: "2026-12-01", estimateCents: 1_200_000 },
      entries: [
        { action: "lead.assign", detail: { from: null, to: "pat@example.com" } },
        { action: "lead.follow-up", detail: { from: null, to: "2026-12-01" } },
        { action: "lead.amounts", detail: { estimateCents: { from: null, to: 1_200_000 } } },
        { action: "lead.note", detail: { note: "Sent the estimate." } },
      ],
    });
    const assigned = { ...open, assignee: "pat@example.com" };
    expect(planLeadChange(assigned, { assignee: null, note: "" }, TEAM)).toMatchObject({ set: { assignee: null } });
  });

  it("should refuse a change that changes nothing", () => {
    expect(planLeadChange(open, { status: "contacted", assignee: null, note: " " }, TEAM)).toEqual({ errors: { note: NOTHING_CHANGED } });
  });
});
