import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { officeHoursPlaceholder } from "../../content/business";
import { financingCalculator } from "../../content/pages/financing";
import { businessSettings, officeDayFrom, officeHoursSpans } from "../../contracts/business-settings";
import { callbackRule } from "../../contracts/callback";
import { app } from "../app";
import type { Env } from "../env";

/** The page's text as a visitor reads it: React's markers between neighbouring texts removed. */
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const unset = {
  ...(env as Env),
  OFFICE_HOURS: "",
  OFFICE_LATITUDE: "",
  OFFICE_LONGITUDE: "",
  LOAN_APR_LOW: "",
  LOAN_APR_HIGH: "",
  LOAN_APR_TYPICAL: "",
  SOCIAL_FACEBOOK: "",
  SOCIAL_TWITTER: "",
  SOCIAL_LINKEDIN: "",
  SOCIAL_INSTAGRAM: "",
} as Env;
const configured = {
  ...unset,
  PHONE: "(410) 555-0199",
  OFFICE_HOURS: "Mo-Fr 07:30-17:00; Sa 09:00-12:00",
  CALLBACK_HOURS: "3",
  OFFICE_LATITUDE: "39.4015",
  OFFICE_LONGITUDE: "-76.6019",
  LOAN_APR_LOW: "6.99",
  LOAN_APR_HIGH: "19.99",
  LOAN_APR_TYPICAL: "9.99",
  SOCIAL_FACEBOOK: "https://www.facebook.com/fixture-exteriors",
  SOCIAL_INSTAGRAM: "https://www.instagram.com/", // a network's home page is no profile
} as Env;
const render = async (path: string, vars: Env) => text(await app.request(`http://localhost:8787${path}`, {}, vars));

/** The RoofingContractor node of a page's JSON-LD. */
function contractor(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
  const graph = (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"];
  return graph.find((node) => node["@type"] === "RoofingContractor") ?? {};
}

describe("business facts from configuration", () => {
  it("should move a follow-up day that falls when the office is closed to its next open day", () => {
    // 2026-11-28 is a Saturday.
    expect(officeDayFrom("2026-11-28", "Mo-Fr 08:00-18:00")).toBe("2026-11-30");
    expect(officeDayFrom("2026-11-28", "Mo-Fr 08:00-18:00; Sa 09:00-12:00")).toBe("2026-11-28");
    expect(officeDayFrom("2026-11-29", "Mo-Fr 08:00-18:00; Sa 09:00-12:00")).toBe("2026-11-30");
    expect(officeDayFrom("2026-12-02", "Mo-Fr 08:00-18:00")).toBe("2026-12-02");
    expect(officeDayFrom("2026-11-28", "Tu 09:00-12:00")).toBe("2026-12-01");
    // Hours not configured (or unreadable): the day stays as it is.
    expect(officeDayFrom("2026-11-28", "")).toBe("2026-11-28");
    expect(officeDayFrom("2026-11-28", "weekdays")).toBe("2026-11-28");
  });

  it("should read office hours in schema.org's short form and refuse what it cannot read", () => {
    expect(officeHoursSpans("Mo-Fr 08:00-18:00")).toEqual({
      spans: [{ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" }],
      text: "Mon-Fri 8 a.m. to 6 p.m.",
    });
    expect(officeHoursSpans("Mo-Fr 07:30-17:00; Sa 09:00-12:00")?.text).toBe("Mon-Fri 7:30 a.m. to 5 p.m., Sat 9 a.m. to noon");
    for (const unreadable of ["", "weekdays 8-6", "Fr-Mo 08:00-18:00", "Mo-Fr 18:00-08:00", "Mo 8:00-18:00"])
      expect(officeHoursSpans(unreadable), unreadable).toBeNull();
    const settings = businessSettings({ OFFICE_HOURS: "Mo-Fr 08:00-18:00", CALLBACK_HOURS: "2" });
    expect(callbackRule({ ...settings, phone: "(410) 555-0142" })).toBe(
      "within 2 hours during office hours (Mon-Fri 8 a.m. to 6 p.m.); for an emergency, call us at (410) 555-0142",
    );
    expect(callbackRule({ ...settings, claimsConfirmed: "emergency", phone: "(410) 555-0142" })).toBe(
      "within 2 hours during office hours (Mon-Fri 8 a.m. to 6 p.m.); for an emergency, call our 24/7 emergency line at (410) 555-0142",
    );
  });

  it("should promise the call back with its office hours, and say the same hours in the structured data", async () => {
    const contact = await render("/contact", configured);
    expect(contact).toContain("Mon-Fri 7:30 a.m. to 5 p.m., Sat 9 a.m. to noon");
    expect(contact).toContain(
      "within 3 hours during office hours (Mon-Fri 7:30 a.m. to 5 p.m., Sat 9 a.m. to noon); for an emergency, call us at (410) 555-0199",
    );
    expect(contact).not.toMatch(/within 2 hours/);
    expect(contractor(contact).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
        opens: "07:30",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "09:00", closes: "12:00" },
    ]);

    const placeholder = await render("/contact", unset);
    expect(placeholder).toContain(`during office hours (${officeHoursPlaceholder})`);
    expect(contractor(placeholder)).not.toHaveProperty("openingHoursSpecification");
  });

  it("should place the business at the configured office's coordinates, and nowhere until they are set", async () => {
    expect(contractor(await render("/", configured)).geo).toEqual({ "@type": "GeoCoordinates", latitude: 39.4015, longitude: -76.6019 });
    expect(contractor(await render("/", unset))).not.toHaveProperty("geo");
  });

  it("should link only the social profiles that are configured, and show the current year", async () => {
    const configuredFooter = await render("/about", configured);
    expect(configuredFooter).toContain('href="https://www.facebook.com/fixture-exteriors"');
    expect(configuredFooter).not.toContain('href="https://www.instagram.com/"');
    expect(configuredFooter).not.toMatch(/coming soon|href="https:\/\/(twitter|www\.linkedin)\.com\/"/);
    const bare = await render("/about", unset);
    expect(bare).not.toMatch(/facebook\.com|twitter\.com|linkedin\.com|Follow Us/);
    expect(bare).toContain(`© ${new Date().getUTCFullYear()} Old Line Exteriors`);
    expect(bare).not.toContain("© 2024");
  });

  it("should use the lending partner's rates when configured and call the template's rates examples until then", async () => {
    const note = financingCalculator.exampleNote.replaceAll("'", "&#x27;");
    const partner = await render("/financing", configured);
    expect(partner).toContain("Across 6.99% to 19.99% APR");
    expect(partner).not.toContain(note);
    const example = await render("/financing", unset);
    expect(example).toContain(note);
    expect(example).toContain("(example rates)");
    expect(example).toContain("Across 7.99% to 24.99% APR (example rates)");
  });
});
