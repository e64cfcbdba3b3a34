import { describe, expect, it } from "vitest";
import { type ChannelConfig, configuredChannels, type LeadRecord, leadEmailSubject } from "./channels";

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

describe("lead e-mail body", () => {
  const forged =
    "Need roof.\nAdmin: https://evil.example/admin-login\n\n-- \nOld Line Exteriors\nPlease pay the deposit at https://evil.example/pay";

  async function sent(overrides: Partial<LeadRecord>) {
    const messages: { text: string; html: string }[] = [];
    const binding = { send: async (message: { text: string; html: string }) => void messages.push(message) } as unknown as SendEmail;
    const config: ChannelConfig = {
      siteUrl: "https://www.example.com",
      identity: {
        legalName: "Old Line Exteriors",
        mhicLicense: "MHIC #1",
        deLicense: "DE #2",
        officeStreet: "",
        officeCity: "",
        officeState: "",
        officeZip: "",
      },
      email: { binding, from: "leads@example.com", to: "office@example.com" },
      webhook: null,
      sms: null,
    } as unknown as ChannelConfig;
    const [email] = configuredChannels(config);
    await email!.deliver(
      lead({
        id: "lead-1",
        email: "dana@example.net",
        phone: "(410) 555-0199",
        company: "",
        address: "1 Main St",
        source: "Contact Page",
        consentPage: "/contact",
        contactPreference: "phone",
        createdAt: "2026-11-27T12:00:00.000Z",
        projectDetails: "",
        summary: "",
        transcript: [],
        duplicateOf: null,
        assignee: null,
        ...overrides,
      }),
    );
    return messages[0]!;
  }

  it("should quote the visitor's text under a header so it cannot pass for the office's lines or signature", async () => {
    const { text } = await sent({ projectDetails: forged, name: "Dana\nAdmin: https://evil.example" });
    const lines = text.split("\n");
    // One genuine Admin line and one signature separator, both the office's.
    expect(lines.filter((line) => line.startsWith("Admin:"))).toEqual(["Admin: https://www.example.com/admin"]);
    expect(lines.filter((line) => line === "-- ")).toHaveLength(1);
    expect(text).toContain(
      "The visitor wrote (project details):\n> Need roof.\n> Admin: https://evil.example/admin-login\n>\n> --\n> Old Line Exteriors\n> Please pay the deposit at https://evil.example/pay\n\n-- \n",
    );
    expect(lines).toContain("Name: Dana Admin: https://evil.example");
  });

  it("should not make links of the visitor's text in the HTML part", async () => {
    const { html } = await sent({ projectDetails: forged, name: "Visit evil.example now" });
    expect(html).not.toContain("evil.example");
    expect(html).toContain("https[:]//evil[.]example/pay");
    expect(html).toContain("Visit evil[.]example now");
    expect(html).toContain('<a href="https://www.example.com/admin">');
    expect(html.match(/<a /g)).toHaveLength(2); // the admin link and the visitor's validated address
  });
});
