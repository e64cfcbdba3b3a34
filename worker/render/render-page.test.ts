import { describe, expect, it } from "vitest";
import { pageRoutes } from "../../client/routes";
import { identityDefaults } from "../../content/business";
import { isAdminPath } from "../../contracts/admin-paths";
import type { PageMeta } from "../../contracts/page-meta";
import { devAdminHeaders, fetchWorker } from "../test/fetch";

const catalogue = pageRoutes
  .map((route) => ({ path: route.path!, meta: (route.handle as { meta?: PageMeta } | undefined)?.meta }))
  .filter((route): route is { path: string; meta: PageMeta } => Boolean(route.meta) && !route.path.includes(":"));

function decode(html: string) {
  return html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

describe("page rendering", () => {
  it("should register every route of the catalogue", () => {
    const paths = catalogue.map((r) => r.path).sort();
    expect(paths).toEqual(
      [
        "/",
        "/roofing",
        "/siding",
        "/windows",
        "/services",
        "/about",
        "/projects",
        "/contact",
        "/schedule",
        "/insights",
        "/financing",
        "/admin",
        "/admin/appointments",
        "/admin/indexnow",
        "/admin/delivery",
        "/admin/privacy",
        "/admin/sources",
        "/communications-test",
        "/social-preview",
        "/sitemap",
        "/data-upload",
        "/roof-replacement-estimate",
        "/emergency-roof-repair",
        "/roof-repair-vs-replacement",
        "/privacy",
        "/terms",
        "/warranty",
      ].sort(),
    );
  });

  it.each(catalogue)("should answer $path with 200 and its title", async ({ path, meta }) => {
    // Admin screens need a signed-in admin: here the local development sign-in.
    const response = await fetchWorker(path, isAdminPath(path) ? { headers: { ...devAdminHeaders() } } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(decode(title ?? "")).toBe(meta.title);
    expect(html).toContain(`<meta name="description" content="${meta.description.replace(/&/g, "&amp;")}"/>`);
  });

  it("should give every route a category and a unique title", () => {
    const titles = new Set(catalogue.map((r) => r.meta.title));
    expect(titles.size).toBe(catalogue.length);
    for (const { meta } of catalogue) expect(["primary", "service", "admin", "utility"]).toContain(meta.category);
  });

  it("should set canonical links for home and the three service pages", async () => {
    for (const path of ["/", "/roofing", "/siding", "/windows"]) {
      const html = await (await fetchWorker(path)).text();
      expect(html).toContain(`<link rel="canonical" href="http://localhost:8787${path}"/>`);
    }
  });

  it("should write the social, geo and revisit tags every page carries", async () => {
    const html = decode(await (await fetchWorker("/roofing")).text());
    for (const tag of [
      '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5"/>',
      '<meta name="revisit-after" content="7 days"/>',
      '<meta name="geo.region" content="US-MD"/>',
      '<meta name="geo.region" content="US-DE"/>',
      '<meta name="author" content="Old Line Exteriors"/>',
      '<meta property="og:type" content="website"/>',
      '<meta property="og:title" content="Roofing Services in Maryland & Delaware"/>',
      '<meta property="og:url" content="http://localhost:8787/roofing"/>',
      '<meta property="og:image" content="http://localhost:8787/social/roofing.jpg"/>',
      '<meta property="og:image:width" content="1200"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<meta name="twitter:image" content="http://localhost:8787/social/roofing.jpg"/>',
    ]) {
      expect(html, tag).toContain(tag);
    }
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
      "@graph": { "@type": string }[];
    };
    expect(jsonLd["@graph"].map((n) => n["@type"])).toEqual([
      "RoofingContractor",
      "WebSite",
      "WebPage",
      "BreadcrumbList",
      "Service",
      "FAQPage",
    ]);
  });

  it("should name the company as an article's author and publisher, with its dates", async () => {
    const html = decode(await (await fetchWorker("/insights/roof-ventilation-ice-dams")).text());
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:author" content="Old Line Exteriors"/>');
    expect(html).toContain('<meta property="article:publisher" content="Old Line Exteriors"/>');
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}/);
    expect(html).toContain('"@type":"Article"');
  });

  it("should leave the canonical and structured data off error pages", async () => {
    const html = await (await fetchWorker("/no/such/page")).text();
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("application/ld+json");
  });

  it("should render the header and footer on every page except the estimate page", async () => {
    const home = await (await fetchWorker("/")).text();
    expect(home).toContain("<header");
    expect(home).toContain("<footer");
    expect(home).toContain('href="#main-content"');
    const estimate = await (await fetchWorker("/roof-replacement-estimate")).text();
    expect(estimate).not.toContain("<header");
    expect(estimate).not.toContain("<footer");
  });

  it("should paint nothing before the header is read whole, and wait for nothing after it", async () => {
    const estimate = await (await fetchWorker("/roof-replacement-estimate")).text();
    expect(estimate, "a page without the header waits for nothing").not.toContain('rel="expect"');
    for (const path of ["/", "/roofing", "/roofing-bel-air", "/schedule", "/no-such-page"]) {
      const html = await (await fetchWorker(path)).text();
      const [head, body] = html.split("</head>") as [string, string];
      // The browser waits for the named element's start tag: <main>, the element right after the header.
      expect(head, path).toContain('<link rel="expect" href="#main-content" blocking="render"/>');
      const headerEnd = body.indexOf("</header>");
      expect(body.indexOf("<header "), path).toBeGreaterThan(-1);
      expect(headerEnd, path).toBeLessThan(body.indexOf('<main id="main-content"'));
      // Nothing a visitor sees stands between them (only the navigation spinner's place, empty on a first load).
      expect(body.slice(headerEnd + "</header>".length, body.indexOf('<main id="main-content"')), path).toBe("");
    }
  });

  it("should show the MHIC license and the office's street address on every page and in its JSON-LD", async () => {
    const pages = [
      "/",
      "/contact",
      "/roofing",
      "/roofing-bel-air",
      "/insights/storm-chasers",
      "/roof-replacement-estimate",
      "/no-such-page",
    ];
    for (const path of pages) {
      const html = decode(await (await fetchWorker(path)).text());
      const body = html.slice(html.indexOf("<body"));
      const shown = body.replace(/<script[\s\S]*?<\/script>/g, "");
      for (const fact of [
        identityDefaults.mhicLicense,
        identityDefaults.deLicense,
        identityDefaults.officeStreet,
        identityDefaults.legalName,
      ])
        expect(shown, `${path}: ${fact}`).toContain(fact);
    }
    const home = decode(await (await fetchWorker("/")).text());
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!) as {
      "@graph": Record<string, unknown>[];
    };
    const contractor = jsonLd["@graph"].find((node) => node["@type"] === "RoofingContractor")!;
    expect(contractor.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: identityDefaults.officeStreet,
      addressLocality: identityDefaults.officeCity,
      addressRegion: identityDefaults.officeState,
      postalCode: identityDefaults.officeZip,
      addressCountry: "US",
    });
    expect(JSON.stringify(contractor.identifier)).toContain(identityDefaults.mhicLicense);
  });

  it("should answer unknown paths with 404 and the not-found page", async () => {
    const response = await fetchWorker("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>404 Page Not Found</title>");
    expect(html).toContain("404 Page Not Found</h1>");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("should redirect the old service addresses permanently", async () => {
    for (const service of ["roofing", "siding", "windows"]) {
      const response = await fetchWorker(`/services/${service}`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get("Location")!, "http://localhost").pathname).toBe(`/${service}`);
    }
    expect((await fetchWorker("/services/plumbing")).status).toBe(404);
  });

  it("should drop a trailing slash with a 301", async () => {
    const response = await fetchWorker("/roofing/?a=1", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toMatch(/\/roofing\?a=1$/);
  });

  it("should render a seeded article from D1 and 404 an unknown slug", async () => {
    const article = await fetchWorker("/insights/roof-ventilation-ice-dams");
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain("<h2");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/insights/roof-ventilation-ice-dams"/>');
    expect((await fetchWorker("/insights/not-an-article")).status).toBe(404);
  });

  it("should point an article's second address at its canonical one", async () => {
    const html = await (await fetchWorker("/insights/how-to-spot-storm-chasers")).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/insights/storm-chasers"/>');
  });

  it("should embed hydration data as a JSON data block with the configured contact facts", async () => {
    const html = await (await fetchWorker("/")).text();
    const json = /<script type="application\/json" id="router-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const state = JSON.parse(json!);
    expect(state.loaderData.root).toMatchObject({ phone: "(410) 555-0142", email: "office@example.com", siteUrl: "http://localhost:8787" });
    expect(html).toContain('href="tel:+14105550142"');
  });

  it("should escape data that could close the hydration script", async () => {
    const { scriptJson } = await import("../../contracts/text");
    expect(scriptJson({ x: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  it("should render the contact form already filled from ?search=, before any script runs", async () => {
    const html = decode(await (await fetchWorker("/contact?search=Roof%20repair")).text()).replace(/<!-- -->/g, "");
    expect(html).toContain("You searched for <strong>“Roof repair”</strong>");
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>I'm interested in: Roof repair\n<\/textarea>/);
    expect(html).toMatch(/<option value="Roofing" selected="">Roofing<\/option>/);
  });

  it("should render all twelve portfolio projects as cards", async () => {
    const html = await (await fetchWorker("/projects")).text();
    expect(html.match(/<article /g)).toHaveLength(12);
    expect(html).toContain("Complete Roof Replacement");
    expect(html).toContain("$45,000");
    expect(html).toContain("$180,000");
  });

  it.each([
    "/",
    "/roofing",
    "/siding",
    "/windows",
    "/services",
    "/about",
    "/projects",
    "/financing",
    "/insights",
    "/emergency-roof-repair",
    "/roof-repair-vs-replacement",
    "/roof-replacement-estimate",
    "/sitemap",
    "/social-preview",
    "/schedule",
  ])("should render %s with its real content, not a placeholder", async (path) => {
    const html = await (await fetchWorker(path)).text();
    expect(html).not.toContain("This page is coming soon");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("should render the home page's sections in SPEC order with everything in them", async () => {
    const html = decode(await (await fetchWorker("/")).text());
    const order = [
      "ONSITE CONSULTATION",
      'id="insights-heading"',
      'id="services-heading"',
      'id="portfolio-heading"',
      'id="testimonials-heading"',
      'id="service-areas"',
    ].map((text) => html.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const insights = html.slice(order[1], order[2]);
    expect(insights.match(/<article /g)).toHaveLength(12);
    expect(html.match(/<figure /g)).toHaveLength(38);
    for (const badge of ["BBB A+ Rating", "Fully Licensed", "Fully Insured", "25 Year Warranty", "24/7 Emergency"])
      expect(html).toContain(badge);
    // Each service area is named; those with a city page link to it.
    for (const area of ["Baltimore", "Annapolis", "Wilmington", "Dover", "Frederick", "Rockville", "Newark", "Salisbury"])
      expect(html).toMatch(new RegExp(`>${area}</(a|span)></li>`));
  });

  it("should keep the home page's lazily hydrated sections in document order, rendered in place", async () => {
    // Fresh isolate or not, the sections are in the HTML where they belong: no boundary moved
    // to the end of the stream for script to put back (crawlers and first paint need them).
    const html = await (await fetchWorker("/?fresh-render")).text();
    expect(html).not.toContain("<template");
    expect(html).not.toContain("$RC(");
    for (const id of ["home-insights", "home-services", "home-portfolio", "home-testimonials"]) {
      const section = html.slice(html.indexOf(`<div id="${id}">`));
      expect(section.startsWith(`<div id="${id}"><!--$--><section`), id).toBe(true);
    }
  });

  it("should list every published article on /insights", async () => {
    const html = await (await fetchWorker("/insights")).text();
    expect(html.match(/<article /g)).toHaveLength(15);
  });

  it("should render the financing calculator's default figures on the server", async () => {
    const html = await (await fetchWorker("/financing")).text();
    expect(html).toContain("$333.59");
  });
});
