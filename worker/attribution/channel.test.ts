import { describe, expect, it } from "vitest";
import type { Touch } from "../../contracts/touch";
import { channelOf } from "./channel";

const at = "2026-11-24T15:00:00.000Z";
const touch = (fields: Partial<Touch> = {}): Touch => ({ at, landing: "/roofing-bel-air", ...fields });

describe("channelOf", () => {
  it("should call any ad click id paid search, whatever else the link says", () => {
    expect(channelOf(touch({ gclid: "TEST-GCLID-1", utm_source: "google", utm_medium: "cpc" }))).toBe("paid_search");
    expect(channelOf(touch({ gbraid: "g" }))).toBe("paid_search");
    expect(channelOf(touch({ wbraid: "w", referrer: "www.facebook.com" }))).toBe("paid_search");
    expect(channelOf(touch({ msclkid: "m", utm_source: "newsletter" }))).toBe("paid_search");
  });

  it("should call Google Business Profile and listing tags local, even when tagged organic", () => {
    expect(channelOf(touch({ utm_source: "gmb" }))).toBe("local");
    expect(channelOf(touch({ utm_source: "google", utm_medium: "organic", utm_campaign: "GBP" }))).toBe("local");
    expect(channelOf(touch({ utm_source: "yelp", utm_medium: "cpc" }))).toBe("local");
    expect(channelOf(touch({ utm_medium: "maps" }))).toBe("local");
  });

  it("should call e-mail tags e-mail", () => {
    expect(channelOf(touch({ utm_medium: "email", utm_source: "facebook" }))).toBe("email");
    expect(channelOf(touch({ utm_source: "Newsletter" }))).toBe("email");
  });

  it("should split paid tags between social networks and search", () => {
    expect(channelOf(touch({ utm_source: "google", utm_medium: "cpc", utm_campaign: "bel-air-roofs" }))).toBe("paid_search");
    expect(channelOf(touch({ utm_source: "bing", utm_medium: "ppc" }))).toBe("paid_search");
    expect(channelOf(touch({ utm_source: "facebook", utm_medium: "paid" }))).toBe("social");
  });

  it("should call social tags, social sources and Facebook's click id social", () => {
    expect(channelOf(touch({ utm_medium: "social" }))).toBe("social");
    expect(channelOf(touch({ utm_source: "instagram" }))).toBe("social");
    expect(channelOf(touch({ fbclid: "IwAR0x", referrer: "l.facebook.com" }))).toBe("social");
  });

  it("should honour organic and referral media", () => {
    expect(channelOf(touch({ utm_source: "google", utm_medium: "organic" }))).toBe("organic_search");
    expect(channelOf(touch({ utm_source: "partner-site", utm_medium: "referral" }))).toBe("referral");
  });

  it("should read an untagged visit from the referring host", () => {
    expect(channelOf(touch({ referrer: "www.google.com" }))).toBe("organic_search");
    expect(channelOf(touch({ referrer: "www.google.co.uk" }))).toBe("organic_search");
    expect(channelOf(touch({ referrer: "www.bing.com" }))).toBe("organic_search");
    expect(channelOf(touch({ referrer: "duckduckgo.com" }))).toBe("organic_search");
    expect(channelOf(touch({ referrer: "maps.google.com" }))).toBe("local");
    expect(channelOf(touch({ referrer: "www.yelp.com" }))).toBe("local");
    expect(channelOf(touch({ referrer: "m.facebook.com" }))).toBe("social");
    expect(channelOf(touch({ referrer: "t.co" }))).toBe("social");
    expect(channelOf(touch({ referrer: "mail.google.com" }))).toBe("email");
    expect(channelOf(touch({ referrer: "outlook.live.com" }))).toBe("email");
    expect(channelOf(touch({ referrer: "www.baltimoresun.com" }))).toBe("referral");
  });

  it("should not mistake a look-alike host for a search engine", () => {
    expect(channelOf(touch({ referrer: "notgoogle.com" }))).toBe("referral");
    expect(channelOf(touch({ referrer: "bing.com.evil.example" }))).toBe("referral");
  });

  it("should call tags nobody knows referral, and nothing at all direct", () => {
    expect(channelOf(touch({ utm_source: "yard-sign", utm_medium: "qr" }))).toBe("referral");
    expect(channelOf(touch({ utm_source: "yard-sign", referrer: "www.google.com" }))).toBe("organic_search");
    expect(channelOf(touch())).toBe("direct");
  });
});
