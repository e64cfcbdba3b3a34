import { describe, expect, it } from "vitest";
import { fetchWorker } from "../test/fetch";

let ipSequence = 0;

/** A browser without the page's script: it posts the chat page's form and keeps the cookie it is given. */
function browserWithoutScript() {
  const ip = `203.0.113.${++ipSequence}`;
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    async ask(message: string) {
      const response = await fetchWorker("/chat", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams({ message }).toString(),
      });
      const set = response.headers.get("Set-Cookie");
      if (set) cookie = set.split(";")[0]!;
      return { response, html: await response.text(), set };
    },
    open: async (path: string) =>
      (await fetchWorker(path, { headers: { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) } })).text(),
  };
}

/** The messages of the page's conversation log, in order, as the server wrote them. */
const said = (html: string, role: "user" | "assistant") =>
  [...html.matchAll(new RegExp(`data-role="${role}"[^>]*><p[^>]*>([\\s\\S]*?)</p></div>`, "g"))].map((match) =>
    match[1]!.replace(/<[^>]+>/g, ""),
  );

describe("the pages a tap reaches before the page's script has run", () => {
  it("should answer a question posted from the chat page with the same assistant, and carry the conversation on", async () => {
    const browser = browserWithoutScript();
    const first = await browser.ask("Do you install seamless gutters?");
    expect(first.response.status).toBe(200);
    expect(first.set).toMatch(/^chat_page=[^;]+; Path=\/chat; HttpOnly; SameSite=Lax$/);
    expect(said(first.html, "user")).toEqual(["Do you install seamless gutters?"]);
    expect(said(first.html, "assistant")[0]).toMatch(/seamless/i);
    expect(first.html).toContain('<meta name="robots" content="noindex, nofollow"/>');

    const second = await browser.ask("How much does a new roof cost?");
    expect(second.set).toBeNull();
    expect(said(second.html, "user")).toEqual(["Do you install seamless gutters?", "How much does a new roof cost?"]);
    expect(second.html).toContain("write your name, phone number and e-mail in a message here");

    // Back to the page later in the visit: the conversation is there.
    expect(said(await browser.open("/chat"), "user")).toHaveLength(2);
    // Another browser sees none of it.
    expect(said(await browserWithoutScript().open("/chat"), "user")).toEqual([]);
  });

  it("should refuse an empty question with a clear message, start nothing and keep the page's cache out of it", async () => {
    const browser = browserWithoutScript();
    const { response, html, set } = await browser.ask("   ");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(set).toBeNull();
    expect(html).toMatch(/role="alert"[^>]*>Please type a message</);
    expect(said(html, "user")).toEqual([]);
  });

  it("should show the menu as a page: the search, the five items, the emergency line and INITIATE REVIEW", async () => {
    const response = await fetchWorker("/menu");
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain('action="/contact" method="get"');
    for (const [name, href] of [
      ["PORTFOLIO", "/projects"],
      ["INSIGHTS", "/insights"],
      ["FINANCING", "/financing"],
      ["SCHEDULE", "/schedule"],
      ["CONTACT", "/contact"],
      ["INITIATE REVIEW", "/contact"],
    ])
      expect(main).toMatch(new RegExp(`href="${href}"[^>]*>${name}</a>`));
    expect(main).toMatch(/href="tel:\+14105550142"/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("should render the menu and chat buttons as links to those pages, so a tap works before the script runs", async () => {
    const html = await (await fetchWorker("/about")).text();
    expect(html).toMatch(/<a href="\/menu" role="button"[^>]*aria-label="Open menu"/);
    expect(html).toMatch(/<a href="\/chat" role="button"[^>]*aria-label="Chat with the Old Line Exteriors Assistant"/);
  });
});
