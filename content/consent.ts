import { business } from "./business";

/**
 * The consent statements shown beside the lead forms. The exact text a visitor saw is stored
 * with the lead (consent record), so changing a statement never rewrites past records.
 */
export const leadConsentText =
  `By submitting this form, you agree that ${business.name} may contact you by phone, text message or e-mail ` +
  "about your request, including by automated means. Consent is not a condition of purchase. " +
  "Message and data rates may apply; reply STOP to opt out of texts.";

export const portfolioConsentText = `By requesting access, you agree that ${business.name} may e-mail you the portfolio and follow up about your project.`;

/** Shown under the chat's message box and contact form; stored with every chat lead. */
export const chatConsentText = `By sharing your contact details in this chat, you agree that ${business.name} may contact you by phone, text message or e-mail about your request. Consent is not a condition of purchase.`;

/** Shown beside the booking form's consent checkbox; stored with the booking's lead. */
export const bookingConsentText = `I agree that ${business.name} may contact me by phone, text message or e-mail about this appointment and my project. Consent is not a condition of purchase.`;
