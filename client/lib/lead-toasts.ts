import { callbackWithin } from "../../contracts/business-settings";
import { type CallbackConfig, callbackAt } from "../../contracts/callback";
import type { ToastInput } from "../components/toast/toast-store";

/**
 * What the lead forms say in toasts (SPEC section 8), in one place. SPEC's sentences stay as SPEC
 * words them; the clock's truth is added beside them at the moment the toast shows
 * (contracts/callback.ts), so "within 2 hours" is never left standing alone at 10 pm on a Saturday.
 */

export function leadFailedMessage(phone: string): string {
  return `There was an error processing your request. Please try again or call us directly at ${phone}.`;
}

export function leadFailedToast(phone: string): ToastInput {
  return { title: "Request Failed", description: leadFailedMessage(phone), variant: "destructive", duration: 5000 };
}

/** SPEC's "Thank you! Our team will contact you within 2 hours." (the configured hours), then when that is, now. */
function leadReceivedMessage(config: CallbackConfig, now: Date): string {
  return `Thank you! Our team will contact you ${callbackWithin(config)}. ${callbackAt(now, config).beside}`;
}

/** The contact page and the estimate's quote request. */
export function leadReceivedToast(title: string, config: CallbackConfig, now = new Date()): ToastInput {
  return { title, description: leadReceivedMessage(config, now), duration: 5000 };
}

/** SPEC's portfolio sentence; when the office cannot send it within 24 hours (a weekend), when it will (without a moment: SPEC's sentence alone). */
export function portfolioRequestedMessage(config: CallbackConfig, now?: Date): string {
  const spec = "Thank you! We'll send you exclusive access to our complete project portfolio within 24 hours.";
  if (!now) return spec;
  const answer = callbackAt(now, config);
  if (!answer.by || answer.by.getTime() - now.getTime() <= 24 * 3_600_000) return spec;
  return `${spec} Our office is closed now, so expect it ${answer.when}${answer.when.endsWith(".") ? "" : "."}`;
}

export const PORTFOLIO_REQUESTED_TITLE = "Portfolio Access Requested";

export function portfolioRequestedToast(config: CallbackConfig, now = new Date()): ToastInput {
  return { title: PORTFOLIO_REQUESTED_TITLE, description: portfolioRequestedMessage(config, now), duration: 5000 };
}
