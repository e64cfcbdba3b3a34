import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSiteConfig } from "../../lib/use-site-config";

interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")));
    script.onerror = () => {
      loading = null;
      reject(new Error("Turnstile could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Cloudflare Turnstile for a lead form, when the site has a Turnstile site key: the widget to
 * place in the form and the token to send. Without a site key there is nothing to show and the
 * token stays empty.
 */
export function useTurnstile(): { widget: ReactNode; token: string | undefined; reset: () => void } {
  const { turnstileSiteKey } = useSiteConfig();
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const [token, setToken] = useState<string>();

  useEffect(() => {
    if (!turnstileSiteKey || !container.current) return;
    let live = true;
    const element = container.current;
    loadTurnstile()
      .then((api) => {
        if (!live) return;
        widgetId.current = api.render(element, {
          sitekey: turnstileSiteKey,
          callback: (value: string) => setToken(value),
          "expired-callback": () => setToken(undefined),
          "error-callback": () => setToken(undefined),
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
      if (widgetId.current && window.turnstile) window.turnstile.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [turnstileSiteKey]);

  const reset = () => {
    setToken(undefined);
    if (widgetId.current && window.turnstile) window.turnstile.reset(widgetId.current);
  };

  return {
    widget: turnstileSiteKey ? <div ref={container} className="min-h-[65px]" data-turnstile-sitekey={turnstileSiteKey} /> : null,
    token,
    reset,
  };
}
