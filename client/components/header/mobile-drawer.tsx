import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { CloseIcon } from "../icons";
import { MenuLinks } from "./menu-links";

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  phone: string;
  /** Where focus returns when the drawer closes: the menu button. */
  returnFocusTo: RefObject<HTMLElement | null>;
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
          <MenuLinks pathname={pathname} phone={phone} placement="drawer" onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
