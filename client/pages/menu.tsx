import { definePage, pageTitle } from "../../contracts/page-meta";
import { MenuLinks } from "../components/header/menu-links";
import { pageLoader, pageMeta } from "../lib/page";
import { useSiteConfig } from "../lib/use-site-config";

export const handle = definePage({
  meta: {
    title: pageTitle("Menu"),
    description: "The site's menu: search our services, the main pages, our emergency phone line and a free review.",
    category: "utility",
    keywords: [],
    noindex: true,
  },
});

export const loader = pageLoader(handle);
export const meta = pageMeta;

/**
 * /menu: what the header's menu button opens when it is tapped before the page's script has run
 * (a phone still loading): the drawer's contents as a page. Once the script runs, the button
 * opens the drawer instead (client/components/header/mobile-menu.tsx).
 */
export default function MenuPage() {
  const { phone } = useSiteConfig();
  return (
    <div className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">Menu</h1>
      <MenuLinks pathname="/menu" phone={phone} placement="menu" />
    </div>
  );
}
