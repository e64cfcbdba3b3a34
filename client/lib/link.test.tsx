import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { createStaticHandler, createStaticRouter, Link as RouterLink, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, LinkNavigation } from "./link";

/** Renders `element` as the page at `url` would (a route below the root, the root giving links the router's navigate). */
async function render(element: ReactNode, url: string, basename?: string): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      element: <LinkNavigation>{element}</LinkNavigation>,
      children: [{ id: "page", path: "insights/:slug", element: null }],
    },
  ];
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return new Response(stream).text();
}

const ADDRESSES = [
  "/",
  "/roofing",
  "/insights?category=Roofing",
  "/sitemap#maryland",
  "/roofing/",
  "/insights/../financing",
  "storm-chasers",
  "../contact",
  "?page=2",
  "#reviews",
  "https://example.com/a",
  "//example.com/b",
  "tel:+14105550142",
  "mailto:office@example.com",
];

/** React Router's Link as the site's writes it: without the mark its framework mode reads. */
async function renderRouterLink(element: ReactNode, url: string, basename?: string): Promise<string> {
  return (await render(element, url, basename)).replaceAll(' data-discover="true"', "");
}

describe("the site's Link (client/lib/link.tsx)", () => {
  it("should write the same link as React Router's Link, for every kind of address", async () => {
    for (const url of ["/", "/insights/storm-chasers"]) {
      for (const to of ADDRESSES) {
        const props = { to, className: "text-brand-700", "aria-label": "Go", target: to.startsWith("http") ? "_blank" : undefined };
        const site = await render(<Link {...props}>Go</Link>, url);
        expect(site, `${to} on ${url}`).toBe(await renderRouterLink(<RouterLink {...props}>Go</RouterLink>, url));
        expect(site).not.toContain("data-discover");
      }
      const object = { pathname: "/contact", search: "?service=roofing", hash: "#form" };
      expect(await render(<Link to={object}>Go</Link>, url)).toBe(await renderRouterLink(<RouterLink to={object}>Go</RouterLink>, url));
      expect(
        await render(
          <Link to="/roofing" relative="path">
            Go
          </Link>,
          url,
        ),
      ).toBe(
        await renderRouterLink(
          <RouterLink to="/roofing" relative="path">
            Go
          </RouterLink>,
          url,
        ),
      );
    }
  });

  it("should put the router's base path in front of a site path, as React Router's Link does", async () => {
    const site = await render(<Link to="/roofing">Go</Link>, "/base/", "/base");
    expect(site).toContain('href="/base/roofing"');
    expect(site).toBe(await renderRouterLink(<RouterLink to="/roofing">Go</RouterLink>, "/base/", "/base"));
  });
});
