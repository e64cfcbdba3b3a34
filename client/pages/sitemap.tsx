import { Link, useLoaderData } from "react-router";
import type { SitemapLink } from "../../contracts/html-sitemap";
import { definePage, pageTitle } from "../../contracts/page-meta";
import { CoverageMap } from "../components/content/coverage-map";
import { ServiceAreaList } from "../components/content/service-area-list";
import { type PageLoaderArgs, pageLoader, pageMeta } from "../lib/page";

export const handle = definePage({
  sitemap: { priority: 0.3 },
  meta: {
    title: pageTitle("Sitemap"),
    description: "Every page of the site, grouped by section: services, local service areas, insights and more.",
    breadcrumbs: [{ name: "Sitemap", path: "/sitemap" }],
    category: "utility",
    keywords: ["sitemap", "service areas"],
  },
});

export const loader = pageLoader(handle, load);
export const meta = pageMeta;

async function load({ context }: PageLoaderArgs) {
  return { sitemap: await context.siteData.sitemap() };
}

function LinkList({ links }: { links: readonly SitemapLink[] }) {
  return (
    <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className="text-brand-700 underline hover:text-brand-900">
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every indexable page, by section; service areas as state, county and town. */
export default function SitemapPage() {
  const { sitemap } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Sitemap</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Every page of the site: our services, the towns we serve in Maryland and Delaware, and our articles.
      </p>
      {sitemap.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
            {section.title}
          </h2>
          <LinkList links={section.links} />
        </section>
      ))}
      <section id="service-areas" aria-labelledby="service-areas-heading" className="mt-10">
        <h2 id="service-areas-heading" className="text-2xl font-bold text-slate-900">
          Service areas
        </h2>
        <div id="coverage-map">
          <CoverageMap areas={sitemap.areas} />
        </div>
        <ServiceAreaList areas={sitemap.areas} />
      </section>
    </div>
  );
}
