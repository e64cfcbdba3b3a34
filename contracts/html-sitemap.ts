/** The HTML sitemap (/sitemap): every indexable page, grouped by section. */
export interface SitemapLink {
  name: string;
  href: string;
}

interface SitemapSection {
  id: string;
  title: string;
  links: readonly SitemapLink[];
}

/** Service areas as a hierarchy: state, county, town, and each town's service pages. */
export interface ServiceAreaState {
  id: string;
  name: string;
  counties: readonly {
    id: string;
    name: string;
    /** `at`: the town's centre, latitude and longitude, for the coverage map drawn from them. */
    towns: readonly { name: string; at: readonly [number, number]; links: readonly SitemapLink[] }[];
  }[];
}

export interface HtmlSitemap {
  sections: readonly SitemapSection[];
  areas: readonly ServiceAreaState[];
}
