import { useEffect, useState } from "react";
import { callbackAt, callbackRule } from "../../contracts/callback";
import { portfolioRequestedMessage } from "../lib/lead-toasts";
import { useSiteConfig } from "../lib/use-site-config";

/**
 * The moment a promise is made for: `at` (when the action took the request), or the moment the
 * browser shows it. Null until the browser has one (the server's render and the browser's first
 * render then agree, and a cached page never holds an hour's answer).
 */
function useMoment(at: string | undefined): Date | null {
  const [now, setNow] = useState<Date | null>(at ? new Date(at) : null);
  useEffect(() => {
    if (!at) setNow(new Date());
  }, [at]);
  return now;
}

/**
 * "When will someone call?" after a request was received (contracts/callback.ts), for its moment;
 * before there is one, the rule, true at any hour.
 */
export function CallbackPromise({ at }: { at?: string }) {
  const config = useSiteConfig();
  const now = useMoment(at);
  if (!now) return <span data-callback="rule">Our team will contact you {callbackRule(config)}.</span>;
  const answer = callbackAt(now, config);
  return (
    <span data-callback="clock">
      {answer.sentence} {answer.emergency}
    </span>
  );
}

/** SPEC's portfolio sentence, with when the office will really send it at this moment. */
export function PortfolioPromise({ at }: { at?: string }) {
  const config = useSiteConfig();
  const now = useMoment(at);
  return <span data-callback={now ? "clock" : "rule"}>{portfolioRequestedMessage(config, now ?? undefined)}</span>;
}
