import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Link } from "react-router";
import { estimateCall } from "../../../content/calls-to-action";
import { telHref } from "../../../contracts/site-config";
import { CloseIcon, PhoneIcon } from "../icons";
import { HeaderSearch } from "./header-search";
import { NavLinks } from "./nav-links";

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  phone: string;
  /** Where focus returns when the drawer closes: the menu button. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The right-side drawer: search, the navigation list, the phone button and INITIATE REVIEW, then the instant estimate. */
export default function MobileDrawer({ open, onOpenChange, pathname, phone, returnFocusTo }: MobileDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
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
            <NavLinks
              pathname={pathname}
              onNavigate={close}
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
            <Link
              to={estimateCall.href}
              onClick={close}
              className="rounded-md px-4 py-2 text-center font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {estimateCall.label}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
