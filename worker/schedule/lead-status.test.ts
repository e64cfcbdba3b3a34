import { describe, expect, it } from "vitest";
import { type AppointmentChange, type LeadStatus, leadStatusAfter } from "./lead-status";

describe("lead status after an appointment change", () => {
  const cases: [AppointmentChange, LeadStatus, boolean, LeadStatus | null][] = [
    // Anything that books or keeps a visit: scheduled, unless already scheduled or won.
    ["booked", "new", false, "scheduled"],
    ["booked", "contacted", false, "scheduled"],
    ["booked", "lost", false, "scheduled"],
    ["booked", "won", false, null],
    ["confirmed", "scheduled", false, null],
    ["rescheduled", "contacted", false, "scheduled"],
    ["reinstated", "new", false, "scheduled"],
    // The end of the last visit moves a scheduled lead on.
    ["completed", "scheduled", false, "contacted"],
    ["no-show", "scheduled", false, "contacted"],
    ["cancelled-by-office", "scheduled", false, "contacted"],
    ["cancelled-by-homeowner", "scheduled", false, "new"],
    // ... but not while another visit is coming, and never over a status the office set.
    ["cancelled-by-homeowner", "scheduled", true, null],
    ["completed", "won", false, null],
    ["cancelled-by-office", "lost", false, null],
  ];
  it.each(cases)("should move a %s appointment's %s lead (other visits: %s) to %s", (change, current, others, expected) => {
    expect(leadStatusAfter(change, current, others)).toBe(expected);
  });
});
