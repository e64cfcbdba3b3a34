import { parsePhoneNumberWithError } from "libphonenumber-js/core";
import { PHONE_METADATA } from "./phone-metadata";
import { z } from "./z";

/**
 * The fields every lead-making form shares (contact, estimate, portfolio, chat, booking), with
 * one set of limits: whatever one form accepts, the lead it becomes accepts too.
 */

/** The chat form's first and last name; the lead's name holds both and a space. */
export const NAME_PART_MAX = 60;
export const NAME_MAX = NAME_PART_MAX * 2 + 1;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;
/** The booking form's street; the lead's address holds it with ", " and the 5-digit ZIP code. */
export const STREET_MAX = 200;
export const ADDRESS_MAX = STREET_MAX + ", 00000".length;

export const PHONE_MESSAGE = "Please enter a valid phone number";
const EMAIL_MESSAGE = "Please enter a valid email address";

/** Bidirectional formatting controls: they reorder what an admin or a mail client shows. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const CONTROL_RUNS = /[\p{Cc}]+/gu;
/** What takes no visible room: format characters, spaces, and the fillers that render blank. */
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** One line of text as stored: no bidirectional controls, control characters turned into single spaces, NFC. */
export function plainText(value: string): string {
  return value.replace(BIDI_CONTROLS, "").replace(CONTROL_RUNS, " ").replace(/ {2,}/g, " ").normalize("NFC");
}

/** How many characters of the text can be seen. */
function visibleLength(value: string): number {
  return [...value.replace(INVISIBLE, "")].length;
}

/** A person's name: plain text of at least two visible characters. */
export function personName(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .overwrite(plainText)
    .trim()
    .max(max, tooLong)
    .refine((value) => visibleLength(value) >= 2, required);
}

export function emailAddress() {
  return z.string({ error: EMAIL_MESSAGE }).trim().max(EMAIL_MAX, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));
}

/**
 * The number in E.164 ("+14105550100"), or null when the text is not one North American (+1)
 * phone number of a possible length whose area code does not start with 0 or 1.
 * An unassigned area code still passes: refusing a visitor who typed (555) 123-4567 loses a
 * lead, and the office sees what was typed.
 */
export function e164(value: string): string | null {
  try {
    const number = parsePhoneNumberWithError(value, { defaultCountry: "US", extract: false }, PHONE_METADATA);
    return number.isPossible() && /^[2-9]/.test(number.nationalNumber) ? number.number : null;
  } catch {
    return null;
  }
}

/** A phone number as typed (trimmed), accepted only when it is one number of a possible length. */
export function phoneNumber() {
  return z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .max(PHONE_MAX, PHONE_MESSAGE)
    .refine((value) => e164(value) !== null, PHONE_MESSAGE);
}
