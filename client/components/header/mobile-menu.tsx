import { lazy, Suspense, useRef, useState } from "react";
import { browserOnly } from "../../lib/browser-only";
import { useOpensInPlace } from "../../lib/opens-in-place";
import { MenuIcon } from "../icons";
import { Waiting } from "../waiting";

const loadDrawer = import.meta.env.SSR ? browserOnly : () => import("./mobile-drawer");
const MobileDrawer = lazy(loadDrawer);

/** The page a tap on the menu button opens before the page's script has run (client/pages/menu.tsx). */
const MENU_PAGE = "/menu";

/**
 * Small screens: the menu button. Before the page's script runs it is a link to the menu page;
 * after, it opens the drawer, whose code (a Radix dialog: focus trap, Escape, scroll lock) loads
 * when the visitor reaches for the button, not with the page.
 */
export function MobileMenu({ pathname, phone }: { pathname: string; phone: string }) {
  const [open, setOpen] = useState(false);
  const drawer = useOpensInPlace(loadDrawer);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a link before the page's script runs (to the menu page), a button that opens the drawer after */}
      <a
        ref={buttonRef}
        href={MENU_PAGE}
        role="button"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open && drawer.ready}
        aria-busy={drawer.waiting || undefined}
        onPointerEnter={() => void loadDrawer().catch(() => undefined)}
        onFocus={() => void loadDrawer().catch(() => undefined)}
        onClick={(event) => drawer.open(event, () => setOpen(true))}
        onKeyDown={drawer.onKeyDown}
      >
        {drawer.waiting ? <Waiting className="h-6 w-6 border-slate-300 border-t-brand-700" /> : <MenuIcon width={24} height={24} />}
      </a>
      {drawer.ready ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} pathname={pathname} phone={phone} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
