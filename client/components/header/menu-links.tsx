import { Link } from "react-router";
import { estimateCall } from "../../../content/calls-to-action";
import { telHref } from "../../../contracts/site-config";
import { Claim } from "../claim";
import { PhoneIcon } from "../icons";
import { HeaderSearch } from "./header-search";
import { NavLinks } from "./nav-links";

interface MenuLinksProps {
  pathname: string;
  phone: string;
  /** Where the search sits: the drawer, or the menu page a tap reaches before the page's script runs. */
  placement: "drawer" | "menu";
  /** Runs when a link or the button is chosen (the drawer closes). */
  onNavigate?: () => void;
}

/** The small screens' menu (SPEC section 2): the search field, the navigation list, the phone button and INITIATE REVIEW, then the instant estimate. */
export function MenuLinks({ pathname, phone, placement, onNavigate }: MenuLinksProps) {
  return (
    <>
      <HeaderSearch placement={placement} />
      <nav aria-label="Mobile">
        <NavLinks
          pathname={pathname}
          onNavigate={onNavigate}
          listClassName="flex flex-col gap-1"
          linkClassName={(active) =>
            `block rounded-md px-3 py-3 text-base font-semibold tracking-wide ${
              active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
            }`
          }
        />
      </nav>
      <div className="mt-auto flex flex-col gap-3">
        <a
          href={telHref(phone)}
          onClick={onNavigate}
          className="flex items-center justify-center gap-2 rounded-md border border-brand-800 px-4 py-3 font-bold text-brand-800"
        >
          <PhoneIcon />
          <span>
            <Claim word="emergencyBadge" />: {phone}
          </span>
        </a>
        <Link
          to="/contact"
          onClick={onNavigate}
          className="rounded-md bg-accent-500 px-4 py-3 text-center font-bold tracking-wide text-slate-950 hover:bg-accent-400"
        >
          INITIATE REVIEW
        </Link>
        <Link
          to={estimateCall.href}
          onClick={onNavigate}
          className="rounded-md px-4 py-2 text-center font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {estimateCall.label}
        </Link>
      </div>
    </>
  );
}
