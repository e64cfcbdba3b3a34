import { type BusinessSettings, callbackWithin } from "../../contracts/business-settings";
import type { ToastInput } from "../components/toast/toast-store";

/** What the lead forms say in toasts (SPEC section 8), in one place. */

export function leadFailedMessage(phone: string): string {
  return `There was an error processing your request. Please try again or call us directly at ${phone}.`;
}

export function leadFailedToast(phone: string): ToastInput {
  return { title: "Request Failed", description: leadFailedMessage(phone), variant: "destructive", duration: 5000 };
}

/** The contact page and the estimate's quote request: SPEC's toast, with the configured call-back time. */
export function leadReceivedToast(title: string, settings: Pick<BusinessSettings, "callbackHours">): ToastInput {
  return { title, description: `Thank you! Our team will contact you ${callbackWithin(settings)}.`, duration: 5000 };
}

export const portfolioRequestedToast: ToastInput = {
  title: "Portfolio Access Requested",
  description: "Thank you! We'll send you exclusive access to our complete project portfolio within 24 hours.",
  duration: 5000,
};
