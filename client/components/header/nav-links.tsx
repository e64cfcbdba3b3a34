import { Link } from "react-router";
import { headerNavigation } from "../../../content/navigation";
import { isActivePath } from "./nav";

interface NavLinksProps {
  pathname: string;
  listClassName: string;
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}

/** The five navigation items; the active one is highlighted and marked as the current page. */
export function NavLinks({ pathname, listClassName, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <ul className={listClassName}>
      {headerNavigation.map((item) => {
        const active = isActivePath(pathname, item.href);
        return (
          <li key={item.href}>
            <Link to={item.href} onClick={onNavigate} aria-current={active ? "page" : undefined} className={linkClassName(active)}>
              {item.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
