import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { business } from "../../../content/business";
import { newSessionId } from "../../../contracts/chat-session";
import { browserOnly } from "../../lib/browser-only";
import { useOpensInPlace } from "../../lib/opens-in-place";
import { Waiting } from "../waiting";

const loadWindow = import.meta.env.SSR ? browserOnly : () => import("./chat-window");
const ChatWindow = lazy(loadWindow);

/** The page a tap on the chat button opens before the page's script has run (client/pages/chat.tsx). */
const CHAT_PAGE = "/chat";

/**
 * The chat's floating button (every page). Before the page's script runs it is a link to the chat
 * page, which works without script; after, it opens the chat window. The window's code (with the
 * form validation it shares) stays out of the first load: it is fetched when the visitor shows
 * intent (pointer over the button, a touch, keyboard focus) and at the latest on the first open.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const chat = useOpensInPlace(loadWindow);
  const button = useRef<HTMLAnchorElement>(null);
  // SPEC section 3: one session id per page load, made in the browser, never stored.
  const [sessionId, setSessionId] = useState<string | null>(null);

  useEffect(() => {
    setSessionId(newSessionId());
  }, []);
  const prefetch = () => void loadWindow().catch(() => undefined);
  const shown = open && chat.ready;

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a link before the page's script runs (to the chat page), a button that opens the chat after */}
      <a
        ref={button}
        href={CHAT_PAGE}
        role="button"
        onClick={(event) => chat.open(event, () => setOpen(true))}
        onKeyDown={chat.onKeyDown}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        aria-label={`Chat with the ${business.assistantTitle}`}
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-busy={chat.waiting || undefined}
        className={`fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-accent-400 ${shown ? "invisible" : ""}`}
      >
        {chat.waiting ? (
          <Waiting className="h-7 w-7 border-white/40 border-t-white" />
        ) : (
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
        )}
      </a>
      {chat.ready ? (
        <Suspense fallback={null}>
          <ChatWindow open={open} sessionId={sessionId} onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
