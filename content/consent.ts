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

/**
 * Booking (docs/decisions/017). The contact an appointment needs is stated beside the button, not
 * asked: booking is agreeing to it. Automated marketing is a separate, optional checkbox. Both are
 * stored with the booking (what was shown, whether agreed, when).
 */
export const appointmentContactText = `We use the phone number and e-mail you give here only for this appointment: to confirm or change it, to tell you when your estimator is on the way, and to send your written estimate.`;

/** The booking form's optional checkbox: booking works the same without it. */
export const bookingMarketingText = `Optional: ${business.name} may also contact me by phone, text message or e-mail, including by automated means, with offers and news. Consent is not a condition of purchase. Message and data rates may apply; reply STOP to opt out of texts.`;

/**
 * The booking form's second optional checkbox (docs/decisions/061): the contact the lead forms'
 * statement covers ("about your request"), asked on its own because booking agrees only to the
 * appointment's contact. Unticked, it changes nothing about the booking.
 */
export const bookingAfterJobText = `Optional: after the work is done, ${business.name} may contact me by phone, text message or e-mail about how it went, including to ask for a review.`;

/** Recorded for a booking the office took on the phone: the contact needed for the appointment, given by calling. */
export const officeBookingContactText = "Booked by phone through the office: contact about this appointment only.";

/**
 * The review page's separate question (docs/decisions/041): the words are shown on the site only
 * when the homeowner ticks it. Nothing is offered in return for a review, whatever it says.
 */
export const reviewDisplayConsentText = `${business.name} may show my review on its website with my first name, last initial and town.`;
