import * as Dialog from "@radix-ui/react-dialog";
import { type CSSProperties, type FormEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { business } from "../../../content/business";
import { chatConsentText } from "../../../content/consent";
import { CHAT_TEXT, type ChatMessage, chatCapturedText, chatCapturedToastText } from "../../../contracts/chat";
import { recordConversion } from "../../lib/attribution/conversions";
import { chatClient } from "../../lib/chat-client";
import { useSiteConfig } from "../../lib/use-site-config";
import { CloseIcon } from "../icons";
import { toast } from "../toast/toast-store";
import { ChatAnswer } from "./chat-answer";
import { type ChatLeadDraft, ChatLeadForm, emptyChatLead } from "./chat-lead-form";
import { serviceForPage } from "./page-service";

/** Offered as buttons until the visitor writes: the four things people most often open the chat for. */
const SUGGESTED_QUESTIONS = [
  "My roof is leaking right now",
  "How much does a new roof cost?",
  "Can you help with my insurance claim?",
  "I'd like to book a free inspection",
] as const;

/** SPEC section 4: the message box takes focus 100 ms after the window opens. */
const FOCUS_DELAY_MS = 100;

/** Below Tailwind's `sm` (640 px) the chat fills the screen (see the window's classes). */
const FULL_SCREEN = "(max-width: 639.98px)";

interface ChatWindowProps {
  open: boolean;
  sessionId: string | null;
  onClose: () => void;
  /** The chat button: focus goes back to it when the window closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const localMessage = (role: ChatMessage["role"], content: string): ChatMessage => ({
  id: `local-${crypto.randomUUID()}`,
  role,
  content,
  timestamp: new Date().toISOString(),
});

/**
 * The part of the screen left to the page (on a phone, above the on-screen keyboard), while `active`.
 * Phones size the full-screen chat by it, so the conversation and the message box stay in sight.
 */
function useVisibleArea(active: boolean): { height: number; top: number } | null {
  const [area, setArea] = useState<{ height: number; top: number } | null>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!active || !viewport) return;
    const update = () => setArea({ height: viewport.height, top: viewport.offsetTop });
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, [active]);
  return area;
}

/** The chat window (SPEC sections 2, 4 and 8): the conversation, the message box and, when asked for, the contact form. */
export default function ChatWindow({ open, sessionId, onClose, returnFocusTo }: ChatWindowProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  // The contact form replaces the message box when the assistant asks for it (SPEC) or the
  // visitor asks for it; "Not now, keep chatting" puts it away. What was typed in either stays.
  const [formOpen, setFormOpen] = useState<false | "asked" | "chosen">(false);
  const [lead, setLead] = useState<ChatLeadDraft>(emptyChatLead);
  const [captured, setCaptured] = useState(false);
  const config = useSiteConfig();
  const historyLoaded = useRef(false);
  const focusMessageBox = useRef(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const pageService = serviceForPage(useLocation().pathname);
  const area = useVisibleArea(open);

  // First open with a session and no messages: load the history (a failure is only logged).
  useEffect(() => {
    if (!open || !sessionId || historyLoaded.current || messages.length > 0) return;
    historyLoaded.current = true;
    chatClient.history(sessionId).then(
      (history) => setMessages((current) => (current.length === 0 ? history : current)),
      (error: unknown) => console.warn("chat history could not be loaded", error),
    );
  }, [open, sessionId, messages.length]);

  const showForm = formOpen !== false && !captured;

  // Counted for the Sources report (docs/decisions/022a): the chat opened, and a lead it captured.
  useEffect(() => {
    if (open) recordConversion("chat_open");
  }, [open]);
  useEffect(() => {
    if (captured) recordConversion("chat_lead");
  }, [captured]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message or the typing line is added, or the room shrinks (a phone's keyboard, the form), to keep the newest in view
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, sending, area?.height, showForm]);

  // Back from the form: the visitor carries on typing where they left off.
  useEffect(() => {
    if (showForm || !focusMessageBox.current) return;
    focusMessageBox.current = false;
    input.current?.focus();
  }, [showForm]);

  async function send(suggested?: string) {
    const message = (suggested ?? text).trim();
    if (!message || sending || !sessionId) return;
    setMessages((current) => [...current, localMessage("user", message)]);
    if (suggested === undefined) setText("");
    setSending(true);
    try {
      const reply = await chatClient.send(sessionId, message);
      setMessages((current) => [...current, localMessage("assistant", reply.response)]);
      if (reply.leadCaptured) {
        setCaptured(true);
        setFormOpen(false);
      } else if (reply.needsLeadCapture) {
        setFormOpen((current) => current || "asked");
      }
    } catch {
      toast({ title: "Error", description: CHAT_TEXT.sendFailed, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onCaptured(message: string) {
    setCaptured(true);
    setFormOpen(false);
    setMessages((current) => [...current, localMessage("assistant", message)]);
    toast({ title: CHAT_TEXT.capturedToastTitle, description: chatCapturedToastText(config, new Date()) });
  }

  // A link in an answer changes the page under the chat: on a phone, where the chat covers it, the
  // chat closes so the page shows (the conversation is kept for the next open).
  function followedLink() {
    if (window.matchMedia(FULL_SCREEN).matches) onClose();
  }

  function keepChatting() {
    focusMessageBox.current = true;
    setFormOpen(false);
  }

  const canSend = Boolean(text.trim()) && !sending && Boolean(sessionId);
  const canShareDetails = !captured && Boolean(sessionId) && messages.some((message) => message.role === "user");
  // On a phone the window fills the part of the screen the keyboard leaves (see useVisibleArea).
  const visibleArea = (area ? { "--chat-height": `${area.height}px`, "--chat-top": `${area.top}px` } : {}) as CSSProperties;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            window.setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // Only the close button and Escape close the chat; clicks on the page do not.
          onInteractOutside={(event) => event.preventDefault()}
          style={visibleArea}
          // Phones: the whole screen above the keyboard. From 640 px: SPEC's 384 x 500 window at the bottom right.
          className="fixed left-0 top-[var(--chat-top,0px)] z-50 flex h-[var(--chat-height,100dvh)] w-full flex-col overflow-hidden bg-white sm:top-auto sm:left-auto sm:bottom-5 sm:right-5 sm:h-[500px] sm:max-h-[calc(100dvh-2.5rem)] sm:w-96 sm:max-w-[calc(100vw-2.5rem)] sm:rounded-xl sm:border sm:border-slate-200 sm:shadow-2xl"
        >
          <header className="flex items-start justify-between gap-3 bg-brand-900 px-4 py-3 text-white">
            <div>
              <Dialog.Title className="font-bold">{business.assistantTitle}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-300">{business.assistantSubtitle}</Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded p-1 hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
              aria-label="Close chat"
            >
              <CloseIcon className="h-5 w-5" />
            </Dialog.Close>
          </header>

          <div
            ref={log}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="flex-1 space-y-3 overflow-y-auto px-4 py-3 text-sm"
          >
            {messages.length === 0 ? (
              <>
                <p className="text-slate-600">Ask about roofing, siding, windows, storm damage, prices or booking. We answer 24/7.</p>
                <ul aria-label="Suggested questions" className="flex flex-wrap gap-2">
                  {SUGGESTED_QUESTIONS.map((question) => (
                    <li key={question}>
                      <button
                        type="button"
                        disabled={sending || !sessionId}
                        onClick={() => void send(question)}
                        className="rounded-full border border-brand-600 px-3 py-1 text-left text-xs font-semibold text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
                      >
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {messages.map((message) => (
              <div
                key={message.id}
                data-role={message.role}
                className={message.role === "user" ? "flex justify-end" : "flex justify-start"}
              >
                <p
                  className={`max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 ${
                    message.role === "user" ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-slate-100 text-slate-900"
                  }`}
                >
                  {message.role === "assistant" ? <ChatAnswer text={message.content} onFollowLink={followedLink} /> : message.content}
                </p>
              </div>
            ))}
            {sending ? <p className="text-slate-500 italic">{CHAT_TEXT.typing}</p> : null}
          </div>

          {showForm && sessionId ? (
            <ChatLeadForm
              sessionId={sessionId}
              values={lead}
              onChange={setLead}
              defaultService={pageService}
              focusFirstField={formOpen === "chosen"}
              onCaptured={onCaptured}
              onDismiss={keepChatting}
            />
          ) : (
            <form onSubmit={onSubmit} className="border-t border-slate-200 px-3 py-2">
              <div className="flex items-end gap-2">
                <label htmlFor="chat-message" className="sr-only">
                  Message
                </label>
                <textarea
                  id="chat-message"
                  ref={input}
                  rows={2}
                  value={text}
                  maxLength={1000}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder="Type your message..."
                  className="flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
                />
                <button
                  type="submit"
                  disabled={!canSend}
                  aria-label="Send message"
                  className="rounded-md bg-accent-500 px-3 py-2 text-sm font-bold text-slate-950 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  Send
                </button>
              </div>
              {captured ? (
                <p role="status" className="mt-1 text-xs font-medium text-green-800">
                  {chatCapturedText(config, new Date())}
                </p>
              ) : (
                <>
                  <p className="mt-1 text-[11px] leading-snug text-slate-500">{chatConsentText}</p>
                  {canShareDetails ? (
                    <button
                      type="button"
                      onClick={() => setFormOpen("chosen")}
                      className="mt-1 rounded text-xs font-semibold text-brand-700 underline hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                    >
                      Share my details
                    </button>
                  ) : null}
                </>
              )}
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
