import { lazy, Suspense, useRef, useState } from "react";
import { browserOnly } from "../../lib/browser-only";
import { MenuIcon } from "../icons";

const loadDrawer = import.meta.env.SSR ? browserOnly : () => import("./mobile-drawer");
const MobileDrawer = lazy(loadDrawer);

/**
 * Small screens: the menu button. The drawer's code (a Radix dialog: focus trap, Escape,
 * scroll lock) loads when the visitor reaches for the button, not with the page.
 */
export function MobileMenu({ pathname, phone }: { pathname: string; phone: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon width={24} height={24} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} pathname={pathname} phone={phone} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
