import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { identityDefaults, isPlaceholder } from "../content/business";
import { CHAT_RETENTION_DAYS } from "../contracts/chat";
import { RETENTION_DEFAULTS, retentionPolicy, siteConfig } from "./config";
import type { Env } from "./env";

describe("siteConfig", () => {
  it("should show the identity's visible placeholders while wrangler.toml leaves it empty", () => {
    const config = siteConfig(env as Env);
    expect(config).toMatchObject(identityDefaults);
    expect(Object.values(identityDefaults).every(isPlaceholder)).toBe(true);
  });

  it("should take the registered name, licenses and office address from configuration", () => {
    const configured = {
      ...(env as Env),
      LEGAL_NAME: " Fixture Exteriors LLC ",
      MHIC_LICENSE: "MHIC #123456",
      DE_LICENSE: "DE business license #2012345678",
      OFFICE_STREET: "1 Fixture Way",
      OFFICE_CITY: "Baltimore",
      OFFICE_STATE: "MD",
      OFFICE_ZIP: "21202",
    } as Env;
    expect(siteConfig(configured)).toMatchObject({
      legalName: "Fixture Exteriors LLC",
      mhicLicense: "MHIC #123456",
      deLicense: "DE business license #2012345678",
      officeStreet: "1 Fixture Way",
      officeCity: "Baltimore",
      officeState: "MD",
      officeZip: "21202",
    });
    expect(isPlaceholder(siteConfig(configured).mhicLicense)).toBe(false);
  });
});

describe("retentionPolicy", () => {
  it("should read the retention settings of wrangler.toml, and fall back to the defaults for a missing or invalid one", () => {
    expect(retentionPolicy(env as Env)).toEqual({
      ipDays: 90,
      transcriptYears: 2,
      closedLeadYears: 5,
      spamDays: 30,
      openLeadYears: 3,
      chatDays: CHAT_RETENTION_DAYS,
    });
    expect(retentionPolicy({ RETAIN_SPAM_DAYS: "14", RETAIN_OPEN_LEAD_YEARS: "2" })).toMatchObject({ spamDays: 14, openLeadYears: 2 });
    expect(retentionPolicy({ RETAIN_IP_DAYS: " 30 ", RETAIN_TRANSCRIPT_YEARS: "1", RETAIN_CLOSED_LEAD_YEARS: "7" })).toMatchObject({
      ipDays: 30,
      transcriptYears: 1,
      closedLeadYears: 7,
    });
    expect(retentionPolicy({ RETAIN_IP_DAYS: "ninety", RETAIN_TRANSCRIPT_YEARS: "0", RETAIN_CLOSED_LEAD_YEARS: "2.5" })).toMatchObject(
      RETENTION_DEFAULTS,
    );
    expect(siteConfig(env as Env).retention).toEqual(retentionPolicy(env as Env));
  });
});
