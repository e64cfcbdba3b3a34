import type { ReviewChannel } from "../../contracts/reviews";

/**
 * Whether, and how, a completed job's homeowner may be asked for a review: only on a channel
 * they agreed to be contacted on, by their preferred one where it can be, never when they opted out.
 *
 * The lead forms and the chat ask to contact the homeowner "by phone, text message or e-mail about
 * your request" (content/consent.ts): a review request about that job is within it. The portfolio
 * request agreed to e-mail only. A booking agreed to contact about the appointment only, and the
 * office's phoned-in booking likewise: their homeowners are asked only when they ticked the
 * booking's after-the-job statement (docs/decisions/061) or its optional marketing consent.
 */
export interface RequestConsentInput {
  email: string;
  phoneE164: string | null;
  contactPreference: string;
  /** The consent statement stored with the lead. */
  consentText: string;
  /** Whether a consent record of this lead agreed to marketing contact, or to contact after the job (bookings). */
  marketingAgreed: boolean;
  /** The homeowner asked not to be asked for reviews (review_opt_outs). */
  optedOut: boolean;
  /** Text messages can be sent (Twilio configured). */
  smsAvailable: boolean;
  /** E-mail can be sent (the send_email binding and a sender). */
  emailAvailable: boolean;
}

export type RequestPlan = { send: ReviewChannel } | { skip: string };

/** The channels a stored consent statement covers. */
function consentedChannels(consentText: string, marketingAgreed: boolean): Set<ReviewChannel> {
  if (marketingAgreed) return new Set(["email", "sms"]);
  const text = consentText.toLowerCase();
  const channels = new Set<ReviewChannel>();
  if (/may contact you by [^.]*e-mail/.test(text)) channels.add("email");
  if (/may contact you by [^.]*text message/.test(text)) channels.add("sms");
  if (/may e-mail you/.test(text)) channels.add("email");
  // Contact about the request with no channel named: e-mail, the least intrusive.
  if (/may contact you about your request/.test(text)) channels.add("email");
  return channels;
}

export function planRequest(input: RequestConsentInput): RequestPlan {
  if (input.optedOut) return { skip: "The homeowner asked not to be asked for reviews" };
  const consented = consentedChannels(input.consentText, input.marketingAgreed);
  if (consented.size === 0) return { skip: "No consent to be contacted after the job" };
  const canText = consented.has("sms") && input.phoneE164 !== null && input.smsAvailable;
  const canEmail = consented.has("email") && input.email.trim() !== "" && input.emailAvailable;
  if (input.contactPreference === "text" && canText) return { send: "sms" };
  if (canEmail) return { send: "email" };
  if (canText) return { send: "sms" };
  return { skip: "No channel the homeowner agreed to can be used" };
}
