import { describe, expect, it } from "vitest";
import { roofingPage } from "../../content/pages/roofing";
import { windowsPage } from "../../content/pages/windows";
import { callbackWithin } from "../../contracts/business-settings";
import { fillClaims } from "../../contracts/claims";
import { assistantCases } from "./assistant-cases";
import { extractContact } from "./extract";
import { alreadyCaptured, localAssistant, PRICE_FACTS } from "./local-assistant";
import { checkPlace } from "./places";

const PHONE = "(410) 555-0142";
const ask = async (message: string, leadCaptured = false) => {
  const reply = await localAssistant.reply({ message, history: [], leadCaptured, contact: {}, phone: PHONE });
  // The conversation fills in the registry's claim wordings (marked until the owner confirms them), as the session does.
  return { ...reply, response: fillClaims(reply.response, { claimsConfirmed: "" }) };
};

describe("local assistant", () => {
  // The first, smaller set (written for the keyword rules); worker/chat/evaluation holds the larger one.
  it("should pass the earlier visitor test set", async () => {
    const failures: string[] = [];
    for (const c of assistantCases) {
      const reply = await ask(c.message);
      const problems: string[] = [];
      if (reply.intent !== c.intent) problems.push(`intent ${reply.intent}, expected ${c.intent}`);
      if (c.needsLeadCapture !== undefined && reply.needsLeadCapture !== c.needsLeadCapture)
        problems.push(`needsLeadCapture ${reply.needsLeadCapture}`);
      for (const fact of c.includes ?? [])
        if (!reply.response.toLowerCase().includes(fact.toLowerCase())) problems.push(`missing "${fact}"`);
      for (const fact of c.excludes ?? []) if (reply.response.includes(fact)) problems.push(`must not say "${fact}"`);
      if (problems.length > 0) failures.push(`${JSON.stringify(c.message)}: ${problems.join("; ")}\n    -> ${reply.response}`);
    }
    const passed = assistantCases.length - failures.length;
    console.info(`assistant test set: ${passed}/${assistantCases.length} passed (${((passed / assistantCases.length) * 100).toFixed(1)}%)`);
    expect(assistantCases.length).toBeGreaterThanOrEqual(60);
    expect(failures).toEqual([]);
  });

  it("should quote only the price ranges the site publishes", () => {
    expect(roofingPage.sections.flatMap((s) => s.paragraphs).join(" ")).toContain(PRICE_FACTS.roof);
    expect(windowsPage.sections.flatMap((s) => s.paragraphs).join(" ")).toContain(PRICE_FACTS.windows);
  });

  it("should promise an emergency's call-back in the form's words, not a call 'right back'", async () => {
    const reply = await ask("water is coming through my kitchen ceiling!!");
    expect(reply.intent).toBe("emergency");
    expect(reply.response).toContain(PHONE);
    expect(reply.response).toContain(
      `Leave your details in the form below and our team will reach out ${callbackWithin({ callbackHours: "2" })}.`,
    );
    expect(reply.response).not.toContain("right back");
  });

  it("should stop asking for details once the lead is captured", async () => {
    const reply = await ask("can I get a quote for a new roof?", true);
    expect(reply.needsLeadCapture).toBe(false);
    expect(reply.response).toContain("We already have your details");
  });

  it("should say it already has the details once, not at the end of every answer", async () => {
    const said = await ask("can I get a quote for a new roof?", true);
    const history = [
      { id: "1", role: "user" as const, content: "can I get a quote for a new roof?", timestamp: "2026-05-04T12:00:00.000Z" },
      { id: "2", role: "assistant" as const, content: said.response, timestamp: "2026-05-04T12:00:01.000Z" },
    ];
    const next = (message: string) => localAssistant.reply({ message, history, leadCaptured: true, contact: {}, phone: PHONE });
    for (const message of ["how much do new windows cost?", "my roof is leaking right now", "I'm Dana, 410-555-0199"]) {
      const reply = await next(message);
      expect(reply.response).not.toContain(alreadyCaptured(callbackWithin({ callbackHours: "2" })));
      expect(reply.response.trim()).not.toBe("");
      expect(reply.needsLeadCapture).toBe(false);
    }
  });

  it("should check towns, states and ZIP codes against the service area", () => {
    expect(checkPlace("do you come out to bel air?")).toMatchObject({
      kind: "in-area",
      name: "Bel Air",
      state: "MD",
      county: "Harford County",
      page: "/roofing-bel-air",
    });
    expect(checkPlace("we're in dover")).toMatchObject({ kind: "in-area", name: "Dover", state: "DE" });
    expect(checkPlace("zip 19901")).toEqual({ kind: "zip", zip: "19901", state: "DE" });
    expect(checkPlace("my zip is 22201")).toEqual({ kind: "zip", zip: "22201", state: null });
    expect(checkPlace("we live in northern virginia")).toMatchObject({ kind: "out-of-area" });
    // A county is the county, not its namesake town.
    expect(checkPlace("do you cover cecil county")).toMatchObject({ kind: "in-area", name: "Cecil County", state: "MD" });
    expect(checkPlace("permits in baltimore county")).toMatchObject({ kind: "in-area", name: "Baltimore County", state: "MD" });
    expect(checkPlace("we're in sussex county")).toMatchObject({ kind: "in-area", name: "Sussex County", state: "DE" });
    // Ordinary words that are also town names need a place cue; prices are not ZIP codes.
    expect(checkPlace("a tree fell on the street")).toBeNull();
    expect(checkPlace("we live in Street, MD")).toMatchObject({ kind: "in-area", name: "Street" });
    expect(checkPlace("my budget is $15000")).toBeNull();
  });

  it("should pick up a name, e-mail and phone typed in free text", () => {
    expect(extractContact("I'm Dana Reyes, dana@example.com, 410-555-0199")).toEqual({
      firstName: "Dana",
      lastName: "Reyes",
      email: "dana@example.com",
      phone: "410-555-0199",
    });
    expect(extractContact("my name is john and my number is (443) 555 0123")).toEqual({ firstName: "John", phone: "(443) 555 0123" });
    expect(extractContact("I'm looking for a roofer")).toEqual({});
  });
});
