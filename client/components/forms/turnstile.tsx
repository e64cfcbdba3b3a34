import { type ReactNode, useContext, useEffect, useRef } from "react";
import { NonceContext } from "../../lib/nonce";
import { useSiteConfig } from "../../lib/use-site-config";

interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widget: string | HTMLElement): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/**
 * Cloudflare's script, as its documentation embeds it for implicit rendering: it renders every
 * `.cf-turnstile` in the server's HTML as soon as it arrives (before the page's own script), and
 * the widget puts its token in the form as `cf-turnstile-response`, which a form posted before
 * the page's script sends along (docs/decisions/043-forms-fill-time-and-second-tap.md).
 */
const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";
const TOKEN_FIELD = "cf-turnstile-response";
let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    const script = existing ?? document.createElement("script");
    script.addEventListener("load", () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load"))));
    script.addEventListener("error", () => {
      loading = null;
      reject(new Error("Turnstile could not be loaded"));
    });
    if (!existing) {
      script.src = SCRIPT;
      script.async = true;
      document.head.appendChild(script);
    }
  });
  return loading;
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The widget's place: Cloudflare's implicit container, written as HTML React leaves alone (the
 * widget fills it before hydration), and what a browser without scripts shows instead.
 */
function widgetHtml(siteKey: string): string {
  return (
    `<div class="cf-turnstile" data-sitekey="${escapeAttribute(siteKey)}" data-response-field-name="${TOKEN_FIELD}"></div>` +
    "<noscript><p>This form checks that a person is sending it, which needs scripts turned on. " +
    "Please turn them on, or call us instead.</p></noscript>"
  );
}

/**
 * Cloudflare Turnstile for a lead form, when the site has a Turnstile site key: the widget to
 * place in the form and the token to send (read from the widget's field when the form is sent).
 * A widget in the server's HTML is rendered by Cloudflare's script on its own; one that appears
 * later (a dialog, the chat) is rendered here. Without a site key there is nothing to show.
 */
export function useTurnstile(): { widget: ReactNode; readonly token: string | undefined; reset: () => void } {
  const { turnstileSiteKey } = useSiteConfig();
  const nonce = useContext(NonceContext);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current?.querySelector<HTMLElement>(".cf-turnstile");
    if (!turnstileSiteKey || !element) return;
    let live = true;
    loadTurnstile()
      .then((api) => {
        // Cloudflare's script renders the containers it finds when it arrives; this one came after.
        if (live && element.childElementCount === 0) api.render(element, { sitekey: turnstileSiteKey });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
    };
  }, [turnstileSiteKey]);

  const widgetElement = () => container.current?.querySelector<HTMLElement>(".cf-turnstile") ?? null;

  return {
    widget: turnstileSiteKey ? (
      <>
        <script src={SCRIPT} async nonce={nonce || undefined} />
        <div
          ref={container}
          className="min-h-[65px]"
          data-turnstile-sitekey={turnstileSiteKey}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Cloudflare's widget fills this before React hydrates; the only value in it is escaped
          dangerouslySetInnerHTML={{ __html: widgetHtml(turnstileSiteKey) }}
        />
      </>
    ) : null,
    get token() {
      return container.current?.querySelector<HTMLInputElement>(`input[name="${TOKEN_FIELD}"]`)?.value || undefined;
    },
    reset: () => {
      const element = widgetElement();
      if (element && element.childElementCount > 0) window.turnstile?.reset(element);
    },
  };
}
