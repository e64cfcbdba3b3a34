import { describe, expect, it } from "vitest";
import { homeHeroImage, serviceImages } from "../../content/images";
import { projects } from "../../content/projects";
import { fetchWorker } from "../test/fetch";

/** The attributes of every tag with this name, in page order (names in lower case, as HTML reads them). */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries([...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((attr) => [attr[1]!.toLowerCase(), attr[2] ?? ""])),
  );
}

async function page(path: string) {
  const response = await fetchWorker(path);
  expect(response.status).toBe(200);
  return response.text();
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("pictures", () => {
  it.each(["/", "/roofing", "/siding", "/windows", "/projects"])(
    "should give every picture on %s its size, a text alternative, a sample mark and a copy at every width",
    async (path) => {
      const html = await page(path);
      const images = tags(html, "img");
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
        expect(image.alt).toMatch(/^Sample image: Illustration of /);
        expect(image.src).toBeTruthy();
      }
      // One visible mark per sample picture.
      expect(html.split(">Sample image</span>").length - 1).toBe(images.length);
      // Each picture's frame has its height before its <img> tag arrives: pages are painted while they stream.
      const frames = [...html.matchAll(/style="aspect-ratio:(\d+) \/ (\d+)"><picture>/g)].map((frame) => `${frame[1]}x${frame[2]}`);
      expect(frames).toEqual(images.map((image) => `${image.width}x${image.height}`));
      for (const source of tags(html, "source")) {
        expect(source.type).toMatch(/^image\/(avif|webp)$/);
        for (const candidate of source.srcset!.split(", ")) expect(candidate).toMatch(/\S+\.(avif|webp)(\?\S*)? \d+w$/);
      }
    },
  );

  it("should load only the hero's picture at once, and only on wide screens", async () => {
    const html = await page("/");
    const [hero, ...rest] = tags(html, "img");
    expect(decode(hero!.alt!)).toBe(`Sample image: ${homeHeroImage.alt}`);
    expect(hero).toMatchObject({ loading: "eager", fetchpriority: "high" });
    // Phones match no source and get a blank pixel: nothing to download, no slow largest paint.
    expect(hero!.src).toMatch(/^data:image\/gif;base64,/);
    const heroSources = tags(html, "source").filter((source) => source.srcset!.includes("home-hero-"));
    expect(heroSources.map((source) => source.media)).toEqual(["(min-width: 1024px)", "(min-width: 1024px)"]);
    expect(rest.length).toBe(3 + projects.length * 2);
    for (const image of rest) expect(image.loading).toBe("lazy");
  });

  it("should show the service's picture beside a service page's title", async () => {
    const html = await page("/siding");
    const images = tags(html, "img");
    expect(decode(images[0]!.alt!)).toBe(`Sample image: ${serviceImages.siding.alt}`);
    expect(images[0]).toMatchObject({ loading: "eager", width: "960", height: "640" });
  });

  it.each(["/", "/roofing", "/siding", "/windows"])(
    "should ask for the hero's picture on %s in the head, before the scripts, for wide screens only",
    async (path) => {
      // Twice: the second answer may come from the page cache or reuse kept sections.
      for (const html of [await page(path), await page(path)]) {
        const head = html.slice(0, html.indexOf("</head>"));
        const [preload, ...others] = tags(head, "link").filter((link) => link.rel === "preload");
        expect(others).toEqual([]);
        // The hero's first source, as the browser will choose from it.
        const [first] = tags(html.slice(head.length), "source");
        expect(preload).toEqual({
          rel: "preload",
          as: "image",
          type: first!.type,
          media: first!.media,
          imagesizes: first!.sizes,
          imagesrcset: first!.srcset,
          fetchpriority: "high",
        });
        expect(first!.media).toBe("(min-width: 1024px)");
        expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('rel="modulepreload"'));
      }
    },
  );

  it.each(["/contact", "/projects", "/roofing-bel-air", "/insights/storm-chasers"])(
    "should ask for no picture ahead on %s, which shows none beside its title",
    async (path) => {
      const html = await page(path);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(tags(head, "link").filter((link) => link.rel === "preload")).toEqual([]);
    },
  );

  it("should show every project's before and after on the projects page, the first pair at once", async () => {
    const html = decode(await page("/projects"));
    const images = tags(html, "img");
    expect(images.map((image) => image.alt)).toEqual(
      projects.flatMap((project) => [`Sample image: ${project.photos.before.alt}`, `Sample image: ${project.photos.after.alt}`]),
    );
    expect(images.map((image) => image.loading)).toEqual(["eager", "eager", ...Array(projects.length * 2 - 2).fill("lazy")]);
    expect(html.match(/<figcaption[^>]*>Before<\/figcaption>/g)).toHaveLength(projects.length);
    expect(html.match(/<figcaption[^>]*>After<\/figcaption>/g)).toHaveLength(projects.length);
  });
});
