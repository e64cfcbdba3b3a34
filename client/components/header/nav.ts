/** A navigation item is active when the path starts with its href; home only on exactly "/". */
export function isActivePath(pathname: string, href: string): boolean {
  return href === "/" ? pathname === "/" : pathname.startsWith(href);
}
