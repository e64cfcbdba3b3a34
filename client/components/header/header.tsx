import { Link, useLocation } from "react-router";
import { business } from "../../../content/business";
import { telHref } from "../../../contracts/site-config";
import { useSiteConfig } from "../../lib/use-site-config";
import { Claim } from "../claim";
import { LogoMark, PhoneIcon } from "../icons";
import { HeaderSearch } from "./header-search";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

export function Header() {
  const { pathname } = useLocation();
  const { phone } = useSiteConfig();

  return (
    <header className="sticky top-0 z-40 min-h-[72px] border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-[72px] max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={`${business.name} home`}>
          <LogoMark className="shrink-0" />
          {/* Beside the logo wherever it fits: phones (two lines at the narrowest), tablets, and wide desktops. */}
          <span className="min-w-0 text-base font-bold leading-tight tracking-tight text-brand-900 sm:text-lg lg:hidden 2xl:inline">
            {business.name}
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks
            pathname={pathname}
            listClassName="flex items-center gap-1"
            linkClassName={(active) =>
              `rounded-md px-3 py-2 text-sm font-semibold tracking-wide transition-colors ${
                active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              }`
            }
          />
        </nav>

        <HeaderSearch placement="header" className="ml-auto hidden w-52 xl:block" />

        <a
          href={telHref(phone)}
          className="ml-auto hidden shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-2 py-1 text-slate-800 hover:text-brand-800 lg:flex xl:ml-0"
        >
          <PhoneIcon className="text-accent-600" />
          <span className="flex flex-col leading-tight">
            <span className="text-xs font-semibold uppercase text-slate-600">
              <Claim word="emergencyBadge" />
            </span>
            <span className="text-sm font-bold">{phone}</span>
          </span>
        </a>

        <Link
          to="/contact"
          className="hidden shrink-0 whitespace-nowrap rounded-md bg-accent-500 px-4 py-2.5 text-sm font-bold tracking-wide text-slate-950 hover:bg-accent-400 lg:inline-block"
        >
          INITIATE REVIEW
        </Link>

        {/* Small screens: the emergency line is one tap away, without opening the drawer. */}
        <a
          href={telHref(phone)}
          className="ml-auto inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md bg-accent-500 text-slate-950 hover:bg-accent-400 lg:hidden"
        >
          <PhoneIcon width={22} height={22} />
          <span className="sr-only">
            <Claim word="emergencyBadge" />: {phone}
          </span>
        </a>

        <MobileMenu pathname={pathname} phone={phone} />
      </div>
    </header>
  );
}
