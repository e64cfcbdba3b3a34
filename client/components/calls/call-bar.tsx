import { telHref } from "../../../contracts/site-config";
import { useSiteConfig } from "../../lib/use-site-config";
import { Claim } from "../claim";
import { PhoneIcon } from "../icons";

/**
 * Phones (below md): the emergency line, kept at the bottom of the screen beside the chat
 * button and never over it. Room at the page's end (the footer's colour) keeps it off the
 * last lines too. Plain HTML: no script of its own.
 */
export function CallBar() {
  const { phone } = useSiteConfig();
  return (
    <>
      <div aria-hidden="true" className="h-24 bg-brand-950 md:hidden" />
      <aside aria-label="Call us" className="fixed bottom-5 left-4 right-24 z-30 md:hidden">
        <a
          href={telHref(phone)}
          className="flex h-14 items-center justify-center gap-3 rounded-full bg-accent-500 px-4 text-slate-950 shadow-lg ring-1 ring-slate-950/10 hover:bg-accent-400"
        >
          <PhoneIcon width={22} height={22} className="shrink-0" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-xs font-semibold uppercase">
              <Claim word="emergencyBadge" />
            </span>{" "}
            <span className="truncate font-bold">{phone}</span>
          </span>
        </a>
      </aside>
    </>
  );
}
