import { describe, expect, it } from "vitest";
import { callBackBy, callbackAt, callbackRule, deadlineInWords, emergencyNow, officeOpenAt } from "./callback";

/** The configured office of the local site (wrangler.toml): weekdays 8 to 6, a call within 2 office hours. */
const config = { officeHours: "Mo-Fr 08:00-18:00", callbackHours: "2", phone: "(410) 555-0142", claimsConfirmed: "" };
/** Saturday, December 5, 2026, 10:30 pm in New York (EST, UTC-5). */
const saturdayNight = new Date("2026-12-06T03:30:00Z");
/** Tuesday, December 8, 2026, 9 am in New York. */
const tuesdayMorning = new Date("2026-12-08T14:00:00Z");

describe("when will someone call?", () => {
  it("should answer Monday by 10 a.m. at 10:30 pm on a Saturday, with the emergency line for now", () => {
    const answer = callbackAt(saturdayNight, config);
    expect(officeOpenAt(saturdayNight, config.officeHours)).toBe(false);
    expect(answer.by?.toISOString()).toBe("2026-12-07T15:00:00.000Z");
    expect(answer.when).toBe("Monday by 10 a.m.");
    expect(answer.sentence).toBe("Our office is closed now: our team will call you Monday by 10 a.m.");
    expect(answer.emergency).toBe("For an emergency, call us now: (410) 555-0142.");
    expect(answer.beside).toBe(
      "Our office is closed now, so expect our call Monday by 10 a.m. For an emergency, call us now: (410) 555-0142.",
    );
  });

  it("should answer by 11 a.m. today at 9 am on a Tuesday", () => {
    const answer = callbackAt(tuesdayMorning, config);
    expect(answer.openNow).toBe(true);
    expect(answer.sentence).toBe("Our team will call you by 11 a.m. today.");
    expect(answer.beside).toBe("That is by 11 a.m. today.");
  });

  it("should count only office hours: after closing, the next morning; a Friday night, Monday", () => {
    const tuesdayEvening = new Date("2026-12-08T22:30:00Z");
    expect(deadlineInWords(callBackBy(tuesdayEvening, config.officeHours, 2)!, tuesdayEvening)).toBe("tomorrow by 9:30 a.m.");
    const fridayNight = new Date("2026-12-05T03:00:00Z");
    expect(deadlineInWords(callBackBy(fridayNight, config.officeHours, 2)!, fridayNight)).toBe("Monday by 10 a.m.");
    expect(callBackBy(fridayNight, "", 2)).toBeNull();
  });

  it("should name the 24/7 line only once the owner confirmed it, and give the rule alone without office hours", () => {
    expect(emergencyNow({ ...config, claimsConfirmed: "emergency" })).toBe(
      "For an emergency, call our 24/7 emergency line now: (410) 555-0142.",
    );
    const unset = callbackAt(saturdayNight, { ...config, officeHours: "" });
    expect(unset.by).toBeNull();
    expect(unset.sentence).toBe("Our team will call you within 2 hours during office hours (office hours PLACEHOLDER).");
    expect(callbackRule(config)).toBe(
      "within 2 hours during office hours (Mon-Fri 8 a.m. to 6 p.m.); for an emergency, call us at (410) 555-0142",
    );
  });
});
