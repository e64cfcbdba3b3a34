import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, type Ref, useContext } from "react";
import {
  createPath,
  type LinkProps,
  type NavigateFunction,
  UNSAFE_NavigationContext as NavigationContext,
  type Link as RouterLink,
  resolvePath,
  useHref,
  useLinkClickHandler,
  useNavigate,
} from "react-router";

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const SITE_PATH = /^\/(?!\/)/;

/** The router's navigate function, asked for once by the root (LinkNavigation), not by every link. */
const NavigateContext = createContext<NavigateFunction | null>(null);

/** Lets the site's links below it navigate with the router: the root puts it around every page. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext value={useNavigate()}>{children}</NavigateContext>;
}

/** What React Router's Link leaves to the browser: other buttons, modifier keys, other targets. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button !== 0 || (!!target && target !== "_self") || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * The site's Link: React Router's, without what only its framework mode uses (prefetching
 * route modules, masks, discovery and its `data-discover` mark), which would be about 2 KB gzip
 * of every page's first load. The builds give it to every `import { Link } from "react-router"`
 * (scripts/site-link.plugin.ts); the worker tests render React Router's own. Absolute addresses
 * are plain links, as in React Router.
 *
 * A link to one of the site's paths ("/roofing", "/insights?category=Roofing") needs no
 * resolving against the route it sits in: it reads the navigate function the root asked for
 * and works out its address itself, where React Router's hooks would resolve it twice and
 * serialise the matched routes three times. A page such as `/roofing` holds 155 links, and
 * each cost that on the server and again while the page hydrated (decision 016).
 */
export const Link = function Link({
  ref,
  onClick,
  discover: _discover,
  prefetch: _prefetch,
  relative,
  reloadDocument,
  replace,
  state,
  target,
  to,
  preventScrollReset,
  viewTransition,
  ...anchor
}: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const navigate = useContext(NavigateContext);
  const { basename } = useContext(NavigationContext);
  const options = { replace, state, target, preventScrollReset, relative, viewTransition };
  if (!navigate || basename !== "/" || relative !== undefined || typeof to !== "string" || !SITE_PATH.test(to))
    return <ResolvedLink to={to} options={options} reloadDocument={reloadDocument} onClick={onClick} anchor={anchor} ref={ref} />;
  const href = createPath(resolvePath(to));
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || reloadDocument || leftToBrowser(event, target)) return;
        event.preventDefault();
        // As React Router's Link: following a link to the address shown replaces its history entry.
        void navigate(to, { replace: replace ?? createPath(window.location) === href, state, preventScrollReset, viewTransition });
      }}
      ref={ref}
      target={target}
    />
  );
} as typeof RouterLink;

type ClickOptions = Parameters<typeof useLinkClickHandler>[1] & { relative?: LinkProps["relative"] };

/** Any other address, resolved by React Router's hooks against the route the link sits in. */
function ResolvedLink({
  to,
  options,
  reloadDocument,
  onClick,
  anchor,
  ref,
}: {
  to: LinkProps["to"];
  options: ClickOptions;
  reloadDocument: boolean | undefined;
  onClick: LinkProps["onClick"];
  anchor: AnchorHTMLAttributes<HTMLAnchorElement>;
  ref: Ref<HTMLAnchorElement> | undefined;
}) {
  const absolute = typeof to === "string" && ABSOLUTE.test(to);
  const href = useHref(to, { relative: options.relative });
  const navigate = useLinkClickHandler(to, options);
  return (
    <a
      {...anchor}
      href={absolute ? to : href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !absolute && !reloadDocument) navigate(event);
      }}
      ref={ref}
      target={options.target}
    />
  );
}
