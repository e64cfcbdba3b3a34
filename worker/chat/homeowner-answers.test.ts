import { describe, expect, it } from "vitest";
import { priceFacts, windowPrices } from "../../content/prices";
import { SAMPLE_LABELS } from "../../content/samples";
import { newSessionId, type SendMessageResponse } from "../../contracts/chat";
import { claimWords } from "../../contracts/claims";
import { chatBrowser } from "../test/chat";
import { extractContact } from "./extract";
import { understand } from "./understand";

/**
 * The table: what new visitors wrote, and what a good answer does (the answer first,
 * the right page, the next step). Each message is sent through the chat API in a conversation
 * of its own, so names picked up from the message reach the answer as they would on the site.
 */

const PHONE = "(410) 555-0142";
/** The emergency line as the claims registry words it, marked while the owner has not confirmed it (the local site confirms none). */
const EMERGENCY_LINE_WORDS = claimWords({ claimsConfirmed: "" }, "emergencyLine");
let address = 0;

async function ask(message: string): Promise<SendMessageResponse> {
  const visitor = chatBrowser(`192.0.2.${++address}`, "/");
  const response = await visitor.send(newSessionId(), message);
  expect(response.status).toBe(200);
  return (await response.json()) as SendMessageResponse;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z[])/);
const opening = (text: string) => sentences(text).slice(0, 2).join(" ");
const links = (text: string) => [...text.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map(([, label, path]) => ({ label: label!, path: path! }));
// The answer's own words: the sample prices' mark (worker/chat/sample-prices.ts) goes once the contractor sets their prices.
const words = (text: string) =>
  text
    .replace(` (${SAMPLE_LABELS.prices}.)`, "")
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter(Boolean).length;

describe("answers a homeowner can use", () => {
  it("should say yes to metal roofs, with the price per square, the roofing page and a booking", async () => {
    const { response } = await ask("Do you install metal roofs?");
    expect(sentences(response)[0]).toMatch(/^Yes, we install standing-seam metal roofs/);
    expect(response).toMatch(/\$[\d,]+ to \$[\d,]+ a square/);
    expect(links(response).map((l) => l.path)).toEqual(expect.arrayContaining(["/roofing", "/schedule"]));
    expect(words(response)).toBeLessThanOrEqual(80);
  });

  it("should answer a town and a service together with that town's windows page", async () => {
    const { response } = await ask("im in Towson and need windows");
    expect(sentences(response)[0]).toMatch(/^Yes, we serve Towson, MD, and we replace windows there/);
    expect(links(response)).toContainEqual({ label: "Replacement Windows in Towson, MD", path: "/windows-towson" });
    expect(response).toContain("](/schedule)");
    expect(response).not.toMatch(/county seat|university/i);
    expect(words(response)).toBeLessThanOrEqual(80);
  });

  it("should price a 14-window job as a total from the price per window instead of passing it on", async () => {
    const { response, needsLeadCapture } = await ask("we're thinking about replacing all 14 windows next spring");
    expect(response).not.toContain("I'm not sure");
    // Issue 49: a quantity the visitor gives is multiplied by the price model's unit prices.
    const { low, high } = windowPrices["vinyl-double-hung"];
    expect(sentences(response)[0]).toContain(
      `For 14 standard vinyl double-hung windows, that comes to about $${(14 * low).toLocaleString("en-US")} to $${(14 * high).toLocaleString("en-US")} installed`,
    );
    expect(links(response).map((l) => l.path)).toEqual(expect.arrayContaining(["/windows"]));
    expect(needsLeadCapture).toBe(true);
    expect(words(response)).toBeLessThanOrEqual(80);
  });

  it("should answer siding that is falling apart with siding, not a commercial project elsewhere", async () => {
    const { response } = await ask("I'm done with my old siding, it's falling apart");
    expect(response).not.toMatch(/\$180,000|Newark|apartment/);
    expect(sentences(response)[0]).toMatch(/siding/i);
    expect(links(response).map((l) => l.path)).toEqual(expect.arrayContaining(["/siding", "/schedule"]));
    expect(words(response)).toBeLessThanOrEqual(80);
  });

  it("should say what to look for in gutters and link a page whose title speaks of gutters", async () => {
    const { response } = await ask("I am worried about my gutters");
    expect(sentences(response)[0]).toMatch(/gutters/i);
    expect(response).not.toContain("[Gutters](/roofing)");
    expect(links(response)).toContainEqual({ label: "Gutters that move water away", path: "/roofing" });
    expect(response).toContain("](/schedule)");
  });

  it("should say that water in basement window wells is not our work, and what we can check", async () => {
    const { response, needsLeadCapture } = await ask("I'm getting water in the basement window wells");
    expect(sentences(response)[0]).toMatch(/drainage problem|window-well cover/);
    expect(sentences(response)[0]).toMatch(/not work we do/);
    expect(response).not.toMatch(/new siding|replacement windows/i);
    expect(response).toMatch(/gutters and downspouts/);
    expect(needsLeadCapture).toBe(false);
  });

  it("should give the 24/7 line first for a tree through the roof, and never call the visitor Stuck", async () => {
    const message = "I'm stuck with a tree through my roof after the storm";
    expect(extractContact(message)).toEqual({});
    const { response, needsLeadCapture } = await ask(message);
    expect(opening(response)).toContain(`${EMERGENCY_LINE_WORDS} at ${PHONE}`);
    expect(response).toMatch(/tarp/);
    expect(response).not.toMatch(/Stuck/);
    expect(needsLeadCapture).toBe(true);
  });

  it("should treat a branch on the porch roof as an emergency without echoing an FAQ or naming a town", async () => {
    const { response } = await ask("im calling about the porch roof, a big branch came down on it");
    expect(opening(response)).toContain(`${EMERGENCY_LINE_WORDS} at ${PHONE}`);
    expect(response).not.toContain("What should I do first?");
    expect(response).not.toMatch(/Towson|Calling/);
  });

  it("should stop after the first steps and the line when water is pouring through the ceiling", async () => {
    const { response } = await ask("water is pouring through my ceiling right now, what do I do?");
    expect(opening(response)).toContain(`${EMERGENCY_LINE_WORDS} at ${PHONE}`);
    expect(response).not.toMatch(/insulation|ice dam/i);
    expect(words(response)).toBeLessThanOrEqual(80);
  });

  it("should take a name only when the visitor gives one", () => {
    expect(extractContact("I'm Sam, the roof over the garage leaks")).toEqual({ firstName: "Sam" });
    expect(extractContact("this is Dana Reyes")).toEqual({ firstName: "Dana", lastName: "Reyes" });
    expect(extractContact("my name is Xiomara")).toEqual({ firstName: "Xiomara" });
    for (const message of ["I'm stuck", "im done with it", "I'm calling about gutters", "I am worried", "this is urgent", "call me back"])
      expect(extractContact(message)).toEqual({});
  });

  it("should remember the service and town of the conversation for a follow-up", async () => {
    const visitor = chatBrowser(`192.0.2.${++address}`, "/");
    const sessionId = newSessionId();
    await (await visitor.send(sessionId, "do you guys do siding")).json();
    const price = (await (await visitor.send(sessionId, "how much would that be?")).json()) as SendMessageResponse;
    expect(price.response).toMatch(/siding/i);
    expect(price.response).toContain("](/siding)");
    const dover = (await (await visitor.send(sessionId, "do you do that in Dover?")).json()) as SendMessageResponse;
    expect(sentences(dover.response)[0]).toMatch(/^Yes, we serve Dover, DE, and we replace siding there/);
  });

  it("should not read a request for help or getting in touch as water coming in", () => {
    for (const message of ["help me pick a siding color", "I'm getting in touch about siding"])
      expect(understand(message).urgent).toBe(false);
    for (const message of ["help! water is coming in", "rain is getting in through the skylight"])
      expect(understand(message).urgent).toBe(true);
  });

  it("should not treat water outside the house as an emergency", async () => {
    const { response } = await ask("water running off the roof into the yard");
    expect(response).not.toContain(EMERGENCY_LINE_WORDS);
    expect(response).not.toContain("emergency line");
  });

  it("should quote siding and gutter prices from the price model, with the estimate that prices the visitor's own house", async () => {
    const siding = (await ask("how much does vinyl siding cost")).response;
    // The price is the answer's first sentence now, so it starts with a capital.
    expect(opening(siding).toLowerCase()).toContain(priceFacts.siding.toLowerCase());
    expect(links(siding).map((link) => link.path)).toContain("/roof-replacement-estimate?for=siding");
    const gutters = (await ask("what do gutters and gutter guards cost")).response;
    expect(opening(gutters)).toContain(`Seamless gutters run about ${priceFacts.gutters}; guards add ${priceFacts.gutterGuards}`);
    expect(gutters).not.toContain("don't");
  });

  it("should link a gutter question in Annapolis to Annapolis's gutter page, and hail in Dover to Dover's storm page", async () => {
    const gutters = (await ask("do you install gutters in annapolis md")).response;
    expect(links(gutters).map((link) => link.path)).toContain("/gutter-annapolis");
    expect(gutters).not.toContain("/siding-annapolis");
    const hail = (await ask("we had hail in dover de, can you check the roof")).response;
    expect(links(hail).map((link) => link.path)).toContain("/storm-damage-dover");
  });
});
