import { forwardRef } from "react";
import { type LinkProps, type Link as RouterLink, useHref, useLinkClickHandler } from "react-router";

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The site's Link: React Router's, without what only its framework mode uses (prefetching
 * route modules, masks, discovery), which would be about 2 KB gzip of every page's first
 * load. The builds give it to every `import { Link } from "react-router"`
 * (scripts/site-link.plugin.ts); the worker tests render React Router's own, with the same
 * markup. Absolute addresses are plain links, as in React Router.
 */
export const Link: typeof RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    onClick,
    discover = "render",
    prefetch: _prefetch,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    ...rest
  },
  ref,
) {
  const absolute = typeof to === "string" && ABSOLUTE.test(to);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset, relative, viewTransition });
  return (
    <a
      {...rest}
      href={absolute ? to : href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !absolute && !reloadDocument) navigate(event);
      }}
      ref={ref}
      target={target}
      // As React Router's Link marks it, so the browser's markup matches the server's.
      data-discover={!absolute && discover === "render" ? "true" : undefined}
    />
  );
});
