import { describe, expect, it } from "vitest";
import { type LeadRecord, leadEmailSubject } from "./channels";

const lead = (overrides: Partial<LeadRecord>): LeadRecord =>
  ({ name: "Dana Whitfield", service: "Roofing", urgency: "medium", outOfArea: false, ...overrides }) as LeadRecord;

describe("lead e-mail subject", () => {
  it("should carry no bidirectional override, control or line-break character", () => {
    const subject = leadEmailSubject(
      lead({
        name: "Dana \u202Egpj.exe\u202C\u2066\u200F\u061C\u0000 Whit\u200Efield",
        service: "Roof\u2067ing\r\nBcc: x@example.net\u0085",
      }),
    );
    expect(subject).toBe("New lead: Dana gpj.exe Whitfield - Roofing Bcc: x@example.net");
    expect(subject).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it("should keep the flags and ordinary text as they are", () => {
    expect(leadEmailSubject(lead({ urgency: "emergency", outOfArea: true, name: "José Núñez" }))).toBe(
      "[EMERGENCY] [OUT OF AREA] New lead: José Núñez - Roofing",
    );
  });
});
