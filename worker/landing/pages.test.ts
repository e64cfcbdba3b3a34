import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { business } from "../../content/business";
import { cityPagePath, featuredAreaPath } from "../../content/landing/catalogue";
import { AREA_MILES, NEARBY_MILES } from "../../content/places";
import { projects } from "../../content/projects";
import { testimonials } from "../../content/testimonials";
import { landingMeta } from "../../contracts/landing-page";
import { CONTENT_LINK, withoutLinks } from "../../contracts/text";
import { fetchWorker } from "../test/fetch";
import { landingSpecs } from "./catalogue";
import { composeLandingPage } from "./compose";
import { localities, milesBetween, placeCoordinates } from "./localities";
import { localityTexts } from "./locality-texts";
import { landingPage } from "./pages";

const texts = await localityTexts(env.ASSETS);

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

async function head(path: string) {
  const response = await fetchWorker(path);
  const html = decode(await response.text());
  return {
    status: response.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
  };
}

describe("local landing pages", () => {
  it("should compose a page once per isolate and path, the same as composing it anew", () => {
    const first = landingPage(texts, "/roofing-bel-air");
    expect(landingPage(texts, "/roofing-bel-air")).toBe(first);
    expect(first).toEqual(composeLandingPage(landingSpecs.find((spec) => spec.path === "/roofing-bel-air")!, texts, first!.indexable));
    expect(landingPage(texts, "/roofing-nowhere")).toBeNull();
  });

  it("should have every page SPEC lists, under exactly its path", () => {
    const paths = new Set(landingSpecs.map((s) => s.path));
    const count = (prefix: string) => [...paths].filter((p) => p.startsWith(prefix)).length;
    expect(count("/roofing-")).toBe(43);
    expect(count("/siding-")).toBe(9);
    expect(count("/windows-")).toBe(4);
    // SPEC's three focus towns, and (issue 42) gutters in Annapolis and storm damage in Delaware's towns.
    const pagesOf = (service: string) => [...paths].filter((p) => p.startsWith(`/${service}-`)).sort();
    expect(pagesOf("roof-inspection")).toEqual([
      "/roof-inspection-edgewood",
      "/roof-inspection-forest-hill",
      "/roof-inspection-jarrettsville",
    ]);
    expect(pagesOf("gutter")).toEqual(["/gutter-annapolis", "/gutter-edgewood", "/gutter-forest-hill", "/gutter-jarrettsville"]);
    expect(pagesOf("storm-damage")).toEqual([
      "/storm-damage-dover",
      "/storm-damage-edgewood",
      "/storm-damage-forest-hill",
      "/storm-damage-jarrettsville",
      "/storm-damage-middletown",
      "/storm-damage-wilmington",
    ]);
    const small = [...paths].filter((p) => p.endsWith("-roofing"));
    expect(small.length).toBeGreaterThanOrEqual(55);
    for (const example of [
      "abingdon",
      "baldwin",
      "belcamp",
      "benson",
      "butler",
      "carney",
      "cockeysville",
      "essex",
      "hunt-valley",
      "phoenix",
      "sparks",
      "timonium",
      "white-marsh",
      "whiteford",
      "aberdeen-proving-ground",
    ]) {
      expect(paths.has(`/${example}-roofing`), example).toBe(true);
    }
    for (const city of ["havre-de-grace", "ellicott-city", "silver-spring", "white-marsh", "bel-air"])
      expect(paths.has(`/roofing-${city}`)).toBe(true);
    // Delaware beyond Wilmington.
    for (const path of ["/roofing-dover", "/roofing-newark", "/roofing-middletown", "/roofing-bear", "/siding-wilmington"])
      expect(paths.has(path), path).toBe(true);
  });

  it("should build every page from a locality record with true local facts", () => {
    for (const spec of landingSpecs) {
      const record = localities.get(spec.locality)!;
      expect(record, spec.path).toBeDefined();
      // Some crossroads communities have no ZIP code of their own; the record then lists none.
      for (const zip of record.zips) expect(zip).toMatch(record.state === "MD" ? /^2[01]\d{3}$/ : /^19\d{3}$/);
    }
  });

  it("should name as nearby only towns of the same state within the distance limit", () => {
    for (const spec of landingSpecs) {
      const town = localities.get(spec.locality)!;
      for (const place of composeLandingPage(spec, texts).nearby) {
        const other = [...localities.values()].find((record) => record.name === place.name)!;
        expect(other.state, `${spec.path} -> ${place.name}`).toBe(town.state);
        expect(milesBetween(town.coordinates, other.coordinates), `${spec.path} -> ${place.name}`).toBeLessThanOrEqual(NEARBY_MILES);
      }
    }
    expect(composeLandingPage(landingSpecs.find((s) => s.path === "/roofing-wilmington")!, texts).nearby.map((p) => p.name)).toEqual([
      "Bear",
      "Newark",
    ]);
  });

  it("should quote testimonials and show projects only from within the stated distance, places named as written", () => {
    for (const item of [...testimonials, ...projects]) expect(placeCoordinates(item.location), item.location).toBeDefined();
    for (const spec of landingSpecs) {
      const town = localities.get(spec.locality)!;
      const page = composeLandingPage(spec, texts);
      for (const shown of [...page.testimonials, ...page.projects]) {
        expect([...testimonials, ...projects].some((item) => item.location === shown.location)).toBe(true);
        const miles = milesBetween(town.coordinates, placeCoordinates(shown.location)!);
        expect(miles, `${spec.path}: ${shown.location}`).toBeLessThanOrEqual(AREA_MILES);
        expect(shown.miles).toBe(Math.round(miles));
      }
    }
    // Waldorf has no review within 15 miles: its page quotes none (it used to quote Bowie, 20 miles away).
    expect(composeLandingPage(landingSpecs.find((s) => s.path === "/roofing-waldorf")!, texts).testimonials).toEqual([]);
  });

  it("should write every link in a landing page's text as a link to a page that exists", async () => {
    const rawPath = /(^|[\s(;:])\/[a-z][\w/-]*/;
    const hrefs = new Set<string>();
    for (const spec of landingSpecs.filter((s) => s.path === s.canonicalPath)) {
      const page = composeLandingPage(spec, texts);
      const written = [
        ...page.intro,
        ...page.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]),
        ...page.faqs.map((f) => f.answer),
      ];
      for (const text of written) {
        expect(withoutLinks(text), spec.path).not.toMatch(rawPath);
        for (const [, , href] of text.matchAll(CONTENT_LINK)) hrefs.add(href!);
      }
    }
    for (const href of hrefs) expect((await fetchWorker(href)).status, href).toBe(200);
  });

  it("should promise no work on post at Aberdeen Proving Ground, only around it", () => {
    const page = composeLandingPage(landingSpecs.find((s) => s.path === "/aberdeen-proving-ground-roofing")!, texts);
    expect(page.heading).toBe("Roofing near Aberdeen Proving Ground, MD");
    expect(page.intro[1]).toMatch(/^Old Line Exteriors does no work on post/);
  });

  it("should promise the workmanship warranty only for work it covers", () => {
    const lead = (path: string) => composeLandingPage(landingSpecs.find((s) => s.path === path)!, texts).intro[1]!;
    expect(lead("/roofing-forest-hill")).toContain("{workmanshipWarranty} after it is done");
    expect(lead("/gutter-forest-hill")).not.toMatch(/warrant/i);
    expect(lead("/roof-inspection-forest-hill")).not.toMatch(/warrant/i);
  });

  it.each(landingSpecs.filter((s) => s.path === s.canonicalPath))(
    "should answer $path with its own head and breadcrumb",
    async ({ path }) => {
      const page = await head(path);
      expect(page.status).toBe(200);
      expect(page.canonical).toBe(`http://localhost:8787${path}`);
      expect(page.robots).toBeUndefined();
      const view = composeLandingPage(landingSpecs.find((s) => s.path === path)!, texts);
      expect(page.title).toBe(view.title);
      expect(page.description).toBe(view.description);
      expect(page.html).toContain(`<h1 class="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">${view.heading}</h1>`);
      expect(page.html).toContain('"@type":"BreadcrumbList"');
      expect(page.html).toContain('<nav aria-label="Breadcrumb"');
    },
  );

  it("should render an alias with its canonical page's address", async () => {
    const page = await head("/cockeysville-roofing");
    expect(page.status).toBe(200);
    expect(page.canonical).toBe("http://localhost:8787/roofing-cockeysville");
  });

  it("should answer unknown localities and services with the 404 page", async () => {
    for (const path of ["/roofing-atlantis", "/siding-bel-air", "/gutter-towson", "/atlantis-roofing"]) {
      const page = await head(path);
      expect(page.status, path).toBe(404);
      expect(page.title).toBe("404 Page Not Found");
    }
    const api = await fetchWorker("/api/landing-pages/roofing-atlantis");
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: "not_found", message: "No such page." } });
  });

  it("should answer the browser's navigations with the same page", async () => {
    const response = await fetchWorker("/api/landing-pages/roofing-bel-air");
    expect(response.status).toBe(200);
    const page = (await response.json()) as ReturnType<typeof composeLandingPage>;
    expect(page).toEqual(composeLandingPage(landingSpecs.find((s) => s.path === "/roofing-bel-air")!, texts));
  });

  it("should mark a page that failed the quality gate noindex", () => {
    const spec = landingSpecs.find((s) => s.path === "/roofing-bel-air")!;
    expect(landingMeta(composeLandingPage(spec, texts, false)).noindex).toBe(true);
    expect(landingMeta(composeLandingPage(spec, texts, true)).noindex).toBe(false);
  });

  it("should link nearby towns, the service page, the county list and the calls to action", async () => {
    const { html } = await head("/roofing-bel-air");
    // Nearby towns link to their page of the same service (Forest Hill's roofing page, not its siding page).
    for (const href of [
      "/schedule",
      "/contact",
      "/roof-replacement-estimate",
      "/roofing",
      "/sitemap#harford-county",
      "/roofing-forest-hill",
      "tel:+14105550142",
    ]) {
      expect(html, href).toContain(`href="${href}"`);
    }
    expect(html).not.toContain('href="/siding-forest-hill"');
    // A town's other services link to each other.
    const siding = (await head("/siding-forest-hill")).html;
    for (const href of ["/roofing-forest-hill", "/gutter-forest-hill", "/roof-inspection-forest-hill", "/storm-damage-forest-hill"]) {
      expect(siding, href).toContain(`href="${href}"`);
    }
  });
});

describe("the home page's service areas", () => {
  it("should link each town to its roofing page, else to its county's pages on /sitemap, else to the contact page", async () => {
    const links = Object.fromEntries(business.featuredAreas.map((area) => [area.name, featuredAreaPath(area)]));
    expect(links).toEqual({
      Baltimore: "/roofing-baltimore",
      Annapolis: "/sitemap#anne-arundel-county",
      Wilmington: "/roofing-wilmington",
      Dover: "/roofing-dover",
      Frederick: "/roofing-frederick",
      Rockville: "/roofing-rockville",
      Newark: "/roofing-newark",
      Salisbury: "/contact",
    });
    const canonical = new Set(landingSpecs.filter((spec) => spec.canonicalPath === spec.path).map((spec) => spec.path));
    const sitemap = decode(await (await fetchWorker("/sitemap")).text());
    for (const path of Object.values(links)) {
      if (path.startsWith("/roofing-")) expect(canonical.has(path), path).toBe(true);
      if (path.startsWith("/sitemap#")) expect(sitemap).toContain(`id="${path.slice("/sitemap#".length)}"`);
    }
    // Annapolis's own pages are in the section it links to.
    const section = sitemap.slice(sitemap.indexOf('id="anne-arundel-county"'));
    expect(section.slice(0, section.indexOf("</section>") > 0 ? section.indexOf("</section>") : 5000)).toContain(
      'href="/siding-annapolis"',
    );
  });

  it("should find every city's page by the SPEC rule", () => {
    expect(cityPagePath("Ellicott City")).toBe("/roofing-ellicott-city");
    expect(cityPagePath("White Marsh")).toBe("/roofing-white-marsh");
    expect(cityPagePath("Nowhere")).toBeUndefined();
  });
});
