import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link } from "react-router";
import { headerNavigation } from "../../../content/navigation";
import { telHref } from "../../lib/site-config";
import { CloseIcon, MenuIcon, PhoneIcon } from "../icons";
import { HeaderSearch } from "./header-search";
import { isActivePath } from "./nav";

/** Small screens: a right-side drawer (focus trapped, Escape closes) with search, links and calls to action. */
export function MobileMenu({ pathname, phone }: { pathname: string; phone: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="ml-auto inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
        aria-label="Open menu"
      >
        <MenuIcon width={24} height={24} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              aria-label="Close menu"
            >
              <CloseIcon width={22} height={22} />
            </Dialog.Close>
          </div>
          <HeaderSearch placement="drawer" />
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {headerNavigation.map((item) => {
                const active = isActivePath(pathname, item.href);
                return (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      onClick={close}
                      aria-current={active ? "page" : undefined}
                      className={`block rounded-md px-3 py-3 text-base font-semibold tracking-wide ${
                        active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
                      }`}
                    >
                      {item.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-3">
            <a
              href={telHref(phone)}
              onClick={close}
              className="flex items-center justify-center gap-2 rounded-md border border-brand-800 px-4 py-3 font-bold text-brand-800"
            >
              <PhoneIcon />
              <span>24/7 Emergency: {phone}</span>
            </a>
            <Link
              to="/contact"
              onClick={close}
              className="rounded-md bg-accent-500 px-4 py-3 text-center font-bold tracking-wide text-slate-950 hover:bg-accent-400"
            >
              INITIATE REVIEW
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
