import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { business } from "../../../content/business";
import { newSessionId } from "../../../contracts/chat-session";
import { browserOnly } from "../../lib/browser-only";

const loadWindow = import.meta.env.SSR ? browserOnly : () => import("./chat-window");
const ChatWindow = lazy(loadWindow);

/**
 * The chat's floating button (every page). The window's code (with the form validation it
 * shares) stays out of the first load: it is fetched when the visitor shows intent (pointer
 * over the button, a touch, keyboard focus) and at the latest on the first open.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // SPEC section 3: one session id per page load, made in the browser, never stored.
  const [sessionId, setSessionId] = useState<string | null>(null);

  useEffect(() => {
    setSessionId(newSessionId());
  }, []);
  const prefetch = () => void loadWindow().catch(() => undefined);

  const show = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={show}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        aria-label={`Chat with the ${business.assistantTitle}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-accent-400 ${open ? "invisible" : ""}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12Z" />
        </svg>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ChatWindow open={open} sessionId={sessionId} onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
