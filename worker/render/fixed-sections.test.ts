import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteConfig } from "../config";
import { fetchWorker } from "../test/fetch";
import { FIXED_SECTIONS, fixedSections, forgetSections, keptHtml, keptSections, sectionInside } from "./fixed-sections";

/** A page as sent, without this request's nonce (the only thing meant to differ between two sends). */
async function page(path: string): Promise<string> {
  const response = await fetchWorker(`${path}?fresh`);
  expect(response.status, path).toBeLessThan(500);
  return (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
}

function stream(...texts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const text of texts) controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });
}

describe("sections rendered once and sent again", () => {
  // Other test files may share this isolate: none of them meets a section this file made up.
  beforeEach(() => forgetSections());
  afterEach(() => forgetSections());

  it("should find the inside of a section, nested sections and all, and nothing when it is cut short", () => {
    const html = '<main><div id="a"><div class="x"><div></div></div><p>text</p></div><div id="b"></div></main>';
    expect(sectionInside(html, "a")).toBe('<div class="x"><div></div></div><p>text</p>');
    expect(sectionInside(html, "b")).toBe("");
    expect(sectionInside(html, "c")).toBeNull();
    expect(sectionInside('<div id="a"><div></div>', "a")).toBeNull();
  });

  it("should keep the home page's unchanging sections and the footer after one render, and send the page byte for byte the same", async () => {
    const config = siteConfig(env);
    const fresh = await page("/");
    expect(keptSections(config)).toEqual([...FIXED_SECTIONS].sort());
    expect(await page("/")).toBe(fresh);
  });

  it("should send what it kept instead of rendering the section again", async () => {
    const render = fixedSections(siteConfig(env));
    render.html("site-footer");
    await new Response(render.keep(stream('<div id="site-footer"><p>the kept footer</p></div>'), () => true)).text();
    expect(await page("/about")).toContain('<div id="site-footer"><p>the kept footer</p></div>');
  });

  it("should send the kept footer on every other page as it would have rendered there", async () => {
    await page("/");
    for (const path of ["/about", "/roofing-bel-air", "/insights/storm-chasers", "/no-such-page"]) {
      const withKept = await page(path);
      forgetSections();
      expect(withKept, path).toBe(await page(path));
      await page("/");
    }
  });

  it("should keep sections apart by configuration, and keep nothing from a failed or unfinished render", async () => {
    const config = siteConfig(env);
    const other = { ...config, phone: "(302) 555-0199" };
    const render = fixedSections(config);
    expect(render.html("site-footer")).toBeUndefined();
    expect(render.html("home-insights"), "a section that reads the database is never kept").toBeUndefined();
    await new Response(render.keep(stream('<div id="site-footer"><footer>one</footer></div>'), () => true)).text();
    expect(keptHtml(config, "site-footer")).toBe("<footer>one</footer>");
    expect(fixedSections(other).html("site-footer")).toBeUndefined();

    const failed = fixedSections(other);
    failed.html("site-footer");
    await new Response(failed.keep(stream('<div id="site-footer"><footer>two</footer></div>'), () => false)).text();
    const unfinished = fixedSections(other);
    unfinished.html("site-footer");
    await new Response(unfinished.keep(stream('<div id="site-footer"><footer>two'), () => true)).text();
    expect(keptSections(other)).toEqual([]);
  });

  it("should put the kept bytes where the renderer wrote the section's placeholder, even one cut between chunks, and nothing else", async () => {
    const config = siteConfig(env);
    const first = fixedSections(config);
    first.html("site-footer");
    await new Response(first.keep(stream('<div id="site-footer"><footer>kept — once</footer></div>'), () => true)).text();
    const render = fixedSections(config);
    const written = render.html("site-footer")!;
    expect(written).not.toContain("footer>");
    const [head, tail] = [written.slice(0, 4), written.slice(4)];
    const sent = await new Response(
      render.keep(stream('<p>a stray \u0000 stays</p><div id="site-footer">', head, `${tail}</div>`, "<p>\u0000end"), () => true),
    ).text();
    expect(sent).toBe('<p>a stray \u0000 stays</p><div id="site-footer"><footer>kept — once</footer></div><p>\u0000end');
  });
});
