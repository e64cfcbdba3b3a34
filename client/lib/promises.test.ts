import { describe, expect, it } from "vitest";
import { callbackAt, callbackRule, officeOpenAt } from "../../contracts/callback";
import { chatCapturedText, chatCapturedToastText } from "../../contracts/chat";
import { leadReceivedToast, portfolioRequestedMessage } from "./lead-toasts";

/**
 * Every surface that promises a response, at two fixed moments: 10:30 pm on a Saturday (the office
 * closed until Monday) and 9 am on a Tuesday (open). Each keeps SPEC's sentence where SPEC words one
 * and says beside it when the call really comes (contracts/callback.ts); none promises a time the
 * office hours cannot keep.
 */

const config = { officeHours: "Mo-Fr 08:00-18:00", callbackHours: "2", phone: "(410) 555-0142", claimsConfirmed: "" };
/** Saturday, December 5, 2026, 10:30 pm in New York. */
const saturdayNight = new Date("2026-12-06T03:30:00Z");
/** Tuesday, December 8, 2026, 9 am in New York. */
const tuesdayMorning = new Date("2026-12-08T14:00:00Z");

/** Every promise-bearing text, as it shows at a moment. */
const surfaces = (now: Date) => ({
  "form toast": String(leadReceivedToast("Request Sent", config, now).description),
  "chat status line": chatCapturedText(config, now),
  "chat toast": chatCapturedToastText(config, now),
  "portfolio toast": portfolioRequestedMessage(config, now),
  "chat confirmation": `${callbackAt(now, config).sentence} ${callbackAt(now, config).emergency}`,
});

describe("promises from the clock", () => {
  it("should promise Monday morning at 10:30 pm on a Saturday, with the emergency line, on every surface", () => {
    expect(officeOpenAt(saturdayNight, config.officeHours)).toBe(false);
    const shown = surfaces(saturdayNight);
    for (const [surface, text] of Object.entries(shown)) {
      expect(text, surface).toContain("Monday by 10 a.m.");
      expect(text, surface).not.toMatch(/today|tonight|right away|day or night|24\/7/);
    }
    for (const surface of ["form toast", "chat status line", "chat toast", "chat confirmation"] as const)
      expect(shown[surface], surface).toContain("For an emergency, call us now: (410) 555-0142.");
    // SPEC's sentences stay, with the clock's answer beside them.
    expect(shown["form toast"]).toMatch(/^Thank you! Our team will contact you within 2 hours\. Our office is closed now/);
    expect(shown["chat status line"]).toMatch(/^Contact information captured - our team will reach out within 2 hours\. /);
    expect(shown["portfolio toast"]).toMatch(
      /^Thank you! We'll send you exclusive access to our complete project portfolio within 24 hours\. /,
    );
  });

  it("should promise within the office's two hours at 9 am on a Tuesday, and nothing beside the portfolio's 24 hours", () => {
    const shown = surfaces(tuesdayMorning);
    for (const surface of ["form toast", "chat status line", "chat toast", "chat confirmation"] as const)
      expect(shown[surface], surface).toContain("by 11 a.m. today");
    for (const text of Object.values(shown)) expect(text).not.toMatch(/closed|Monday/);
    expect(shown["portfolio toast"]).toBe("Thank you! We'll send you exclusive access to our complete project portfolio within 24 hours.");
  });

  it("should give a cached page the rule, true at any hour, and name the 24/7 line only once the owner confirmed it", () => {
    expect(callbackRule(config)).toBe(
      "within 2 hours during office hours (Mon-Fri 8 a.m. to 6 p.m.); for an emergency, call us at (410) 555-0142",
    );
    expect(callbackAt(saturdayNight, { ...config, claimsConfirmed: "emergency" }).emergency).toBe(
      "For an emergency, call our 24/7 emergency line now: (410) 555-0142.",
    );
  });
});
