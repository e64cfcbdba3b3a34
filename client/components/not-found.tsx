import { Link } from "react-router";
import { headerNavigation } from "../../content/navigation";
import { telHref } from "../../contracts/site-config";
import { useSiteConfig } from "../lib/use-site-config";
import { Claim } from "./claim";
import { HeaderSearch } from "./header/header-search";
import { PhoneIcon } from "./icons";

/** The main sections a lost visitor may have been looking for: the services, then the header's items. */
const sections = [
  { name: "Roofing", href: "/roofing" },
  { name: "Siding", href: "/siding" },
  { name: "Windows", href: "/windows" },
  ...headerNavigation.map((item) => ({ name: item.name.charAt(0) + item.name.slice(1).toLowerCase(), href: item.href })),
  { name: "Every page (sitemap)", href: "/sitemap" },
];

export function NotFound() {
  const { phone } = useSiteConfig();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-accent-600">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-slate-700">Did you forget to add the page to the router?</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Go to the home page
        </Link>
        <Link to="/contact" className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          Contact us
        </Link>
      </div>
      <section aria-labelledby="not-found-search" className="mt-12 w-full max-w-md">
        <h2 id="not-found-search" className="text-lg font-bold text-slate-900">
          Search our services
        </h2>
        <HeaderSearch placement="not-found" className="mt-3 text-left" />
      </section>
      <nav aria-labelledby="not-found-sections" className="mt-10 w-full">
        <h2 id="not-found-sections" className="text-lg font-bold text-slate-900">
          Or go straight to
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {sections.map((section) => (
            <li key={section.href}>
              <Link
                to={section.href}
                className="inline-block rounded-full border border-slate-300 px-4 py-1.5 font-semibold text-brand-700 hover:border-brand-700"
              >
                {section.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-10 text-slate-700">
        Need help now? <Claim word="emergencyAnswered" />.
      </p>
      <a
        href={telHref(phone)}
        className="mt-3 inline-flex items-center gap-2 rounded-md bg-accent-500 px-5 py-3 font-bold text-slate-950 hover:bg-accent-400"
      >
        <PhoneIcon />
        <span>
          Call <Claim word="emergencyBadge" />: {phone}
        </span>
      </a>
    </div>
  );
}
