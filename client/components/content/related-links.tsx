import { Link } from "react-router";

/** A page's "Related" links (content/pages `related`); nothing when there are none. */
export function RelatedLinks({
  links,
  className,
  listClassName,
}: {
  links: readonly { label: string; href: string }[];
  className: string;
  listClassName: string;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="related-heading" className={className}>
      <h2 id="related-heading" className="text-lg font-bold text-slate-900">
        Related
      </h2>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-brand-700 underline hover:text-brand-900">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
