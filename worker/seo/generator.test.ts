import type { Article, BreadcrumbList, FAQPage, RoofingContractor, Service, Thing } from "schema-dts";
import { describe, expect, it } from "vitest";
import { generateSeo, INSIGHT_DEFAULTS, landingPath } from "./generator";
import { serviceDisplayName } from "./structured-data";

const identity = {
  legalName: "Fixture Exteriors LLC",
  mhicLicense: "MHIC #123456",
  deLicense: "DE business license #2020123456",
  officeStreet: "12 Fixture Street",
  officeCity: "Towson",
  officeState: "MD",
  officeZip: "21204",
};
const site = {
  siteUrl: "https://www.example.com",
  phone: "(410) 555-0142",
  email: "office@example.com",
  ...identity,
  officeLatitude: "39.4015",
  officeLongitude: "-76.6019",
};
const nodes = (seo: ReturnType<typeof generateSeo>) => seo.structuredData["@graph"] as readonly (Thing & Record<string, unknown>)[];
function node<T>(seo: ReturnType<typeof generateSeo>, type: string): T | undefined {
  return nodes(seo).find((n) => (n as { "@type"?: string })["@type"] === type) as T | undefined;
}

describe("SEO generator", () => {
  it("should build landing paths as service-location, lowercased, spaces as hyphens", () => {
    expect(landingPath("Roofing", "Bel Air")).toBe("/roofing-bel-air");
    expect(landingPath("roofing", "Havre de Grace")).toBe("/roofing-havre-de-grace");
    expect(landingPath("Siding", "Ellicott  City")).toBe("/siding-ellicott-city");
  });

  it("should name the services as SPEC does", () => {
    expect(serviceDisplayName("roofing")).toBe("Roofing Services");
    expect(serviceDisplayName("siding")).toBe("Siding Installation");
    expect(serviceDisplayName("windows")).toBe("Window Installation");
    expect(serviceDisplayName("gutters")).toBe("Services");
    expect(serviceDisplayName(undefined)).toBe("Services");
  });

  it("should title a landing page by service and place, with its landing path as canonical", () => {
    const seo = generateSeo({ pageType: "landing", serviceName: "roofing", location: "Bel Air", customData: { region: "MD" } }, site);
    expect(seo.title).toBe("Roofing Services in Bel Air, MD | Old Line Exteriors");
    expect(seo.ogTitle).toBe("Roofing Services in Bel Air, MD");
    expect(seo.canonicalUrl).toBe("https://www.example.com/roofing-bel-air");
    expect(seo.keywords).toContain("roofing Bel Air");
    const service = node<Exclude<Service, string>>(seo, "Service");
    expect(service).toMatchObject({ serviceType: "Roofing Services", areaServed: { "@type": "Place", name: "Bel Air, MD" } });
  });

  it("should cut an insight's meta description to 155 characters and its social description to 100", () => {
    const long = "Insurance adjusters and contractors negotiate the scope of a roof claim. ".repeat(5);
    const seo = generateSeo(
      {
        pageType: "insight",
        customData: { path: "/insights/x", insight: { title: "Scope", description: long, category: "Insurance", slug: "x" } },
      },
      site,
    );
    expect(seo.description).toHaveLength(155);
    expect(long.startsWith(seo.description)).toBe(true);
    expect(seo.ogDescription).toHaveLength(100);
    expect(seo.ogType).toBe("article");
  });

  it("should fall back to the insight defaults when the article's data is missing", () => {
    const seo = generateSeo({ pageType: "insight", customData: { path: "/insights/unknown", insight: {} } }, site);
    expect(seo.title).toBe(`${INSIGHT_DEFAULTS.title} | Old Line Exteriors`);
    expect(INSIGHT_DEFAULTS).toEqual({ title: "Expert Construction Insights", category: "general construction" });
    const article = node<Exclude<Article, string>>(seo, "Article");
    expect(article).toMatchObject({ headline: "Expert Construction Insights", articleSection: "general construction" });
    expect(seo.keywords).toContain("general construction");
  });

  it("should make the company the author and publisher of an article", () => {
    const seo = generateSeo(
      {
        pageType: "insight",
        customData: {
          path: "/insights/a",
          insight: { title: "A", description: "B", category: "C", slug: "a", publishedDate: "2025-01-01", modifiedDate: "2025-02-01" },
        },
      },
      site,
    );
    const article = node<Record<string, unknown>>(seo, "Article")!;
    expect(article.author).toMatchObject({ "@type": "Organization", name: "Old Line Exteriors" });
    expect(article.publisher).toMatchObject({ "@type": "Organization", name: "Old Line Exteriors" });
    expect(article).toMatchObject({
      datePublished: "2025-01-01",
      dateModified: "2025-02-01",
      image: "https://www.example.com/social/insights.jpg",
    });
  });

  it("should describe a page from its content when no description is given", () => {
    const content = `<h2>Heading</h2><p>${"Gutters carry water away from the foundation. ".repeat(10)}</p>`;
    const seo = generateSeo({ pageType: "default", customData: { path: "/x", content } }, site);
    expect(seo.description).toHaveLength(155);
    expect(seo.description.endsWith("...")).toBe(true);
    expect(seo.metrics?.wordCount).toBe(71);
  });

  it("should prefer a page's own title, description and canonical path", () => {
    const seo = generateSeo(
      {
        pageType: "contact",
        customData: { path: "/contact", canonicalPath: "/contact", title: "T | Old Line Exteriors", description: "D" },
      },
      site,
    );
    expect([seo.title, seo.description, seo.ogTitle, seo.canonicalUrl]).toEqual([
      "T | Old Line Exteriors",
      "D",
      "T",
      "https://www.example.com/contact",
    ]);
  });

  it("should limit keywords by content depth", () => {
    const keywords = Array.from({ length: 20 }, (_, i) => `k${i}`);
    const count = (contentDepth: "shallow" | "medium" | "comprehensive") =>
      generateSeo({ pageType: "default", contentDepth, customData: { keywords } }, site).keywords.length;
    expect([count("shallow"), count("medium"), count("comprehensive")]).toEqual([5, 8, 12]);
  });

  it("should never index admin pages", () => {
    expect(generateSeo({ pageType: "admin", customData: { path: "/admin" } }, site).noindex).toBe(true);
    expect(generateSeo({ pageType: "about", customData: { path: "/about" } }, site).noindex).toBe(false);
  });

  it("should state a claim in structured data only once the owner confirmed it", () => {
    const unconfirmed = node<Record<string, unknown>>(generateSeo({ pageType: "homepage" }, site), "RoofingContractor")!;
    expect(unconfirmed).not.toHaveProperty("foundingDate");
    expect(unconfirmed).not.toHaveProperty("award");
    expect(unconfirmed).not.toHaveProperty("contactPoint");
    const confirmed = node<Record<string, unknown>>(
      generateSeo({ pageType: "homepage" }, { ...site, claimsConfirmed: "founded,bbbRating,emergency" }),
      "RoofingContractor",
    )!;
    expect(confirmed).toMatchObject({ foundingDate: "1995", award: ["BBB A+ Rating"], contactPoint: { contactType: "emergency" } });
  });

  it("should describe the business with the SPEC facts and no self-serving rating", () => {
    const seo = generateSeo({ pageType: "homepage" }, { ...site, claimsConfirmed: "founded" });
    const business = node<Exclude<RoofingContractor, string> & Record<string, unknown>>(seo, "RoofingContractor")!;
    expect(business).toMatchObject({
      name: "Old Line Exteriors",
      foundingDate: "1995",
      priceRange: "$$",
      legalName: "Fixture Exteriors LLC",
      telephone: "(410) 555-0142",
      address: {
        "@type": "PostalAddress",
        streetAddress: "12 Fixture Street",
        addressLocality: "Towson",
        addressRegion: "MD",
        postalCode: "21204",
        addressCountry: "US",
      },
      identifier: [
        { "@type": "PropertyValue", propertyID: "Maryland Home Improvement Commission license", value: "MHIC #123456" },
        { "@type": "PropertyValue", propertyID: "Delaware business license", value: "DE business license #2020123456" },
      ],
      geo: { "@type": "GeoCoordinates", latitude: 39.4015, longitude: -76.6019 },
      areaServed: [
        { "@type": "State", name: "Maryland" },
        { "@type": "State", name: "Delaware" },
      ],
    });
    expect((business.makesOffer as unknown as { itemOffered: { name: string } }[]).map((o) => o.itemOffered.name)).toEqual([
      "Roofing Services",
      "Siding Installation",
      "Window Installation",
    ]);
    expect(business.aggregateRating).toBeUndefined();
    expect(seo.canonicalUrl).toBe("https://www.example.com/");
    expect(node(seo, "BreadcrumbList")).toBeUndefined();
    expect(seo.ogImage).toBe("https://www.example.com/social/home.jpg");
  });

  it("should list breadcrumbs from Home with absolute URLs", () => {
    const seo = generateSeo(
      {
        pageType: "insight",
        customData: {
          path: "/insights/a",
          breadcrumbs: [
            { name: "Insights", path: "/insights" },
            { name: "A", path: "/insights/a" },
          ],
        },
      },
      site,
    );
    const list = node<Exclude<BreadcrumbList, string>>(seo, "BreadcrumbList")!;
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
      { "@type": "ListItem", position: 2, name: "Insights", item: "https://www.example.com/insights" },
      { "@type": "ListItem", position: 3, name: "A", item: "https://www.example.com/insights/a" },
    ]);
  });

  it("should turn shown FAQs into FAQPage data, links read as their labels", () => {
    const seo = generateSeo(
      {
        pageType: "service",
        serviceName: "roofing",
        customData: { path: "/roofing", faqs: [{ question: "Q?", answer: "See [our guide](/insights/x)." }] },
      },
      site,
    );
    const faq = node<Exclude<FAQPage, string>>(seo, "FAQPage")!;
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "See our guide." } }]);
    expect(node(generateSeo({ pageType: "about", customData: { path: "/about" } }, site), "FAQPage")).toBeUndefined();
  });
});
