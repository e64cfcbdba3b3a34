import { FIRST_NAMES } from "./first-names";

/** Contact details a visitor types into the chat in free text. */
export interface ContactHints {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
/** Words that follow "I'm" without being a name ("I'm looking for ..."). */
const NOT_NAMES = new Set([
  "a",
  "an",
  "the",
  "not",
  "just",
  "looking",
  "interested",
  "in",
  "at",
  "on",
  "from",
  "calling",
  "trying",
  "wondering",
  "having",
  "getting",
  "thinking",
  "planning",
  "worried",
  "concerned",
  "curious",
  "here",
  "new",
  "so",
  "very",
  "really",
  "still",
  "also",
  "home",
  "out",
  "going",
  "about",
  "afraid",
  "sure",
  "ready",
  "glad",
  "happy",
  "sorry",
  "unhappy",
  "done",
  "good",
  "fine",
  "ok",
  "okay",
  "the",
  "selling",
  "buying",
  "moving",
  "renting",
  "retired",
  "located",
  "based",
  "near",
  "over",
  "hoping",
  "needing",
]);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** "My name is ...": whatever word follows is the name, unless it is plainly not one. */
const NAMED = /\b(?:my name is|my name's|name is|name:|names)\s+([A-Za-z][A-Za-z'-]+)(?:\s+([A-Za-z][A-Za-z'-]+))?/i;
/** "I'm Sam", "this is Dana", "Sam here": a name only when the word is a first name (see FIRST_NAMES). */
const INTRODUCED =
  /\b(?:i am|i'm|i’m|im|this is|it's|it is|call me)\s+([A-Za-z][A-Za-z'-]+)(?:\s+([A-Za-z][A-Za-z'-]+))?|^\s*(?:hi|hello|hey)?[,!\s]*([A-Za-z][A-Za-z'-]+)(?:\s+([A-Za-z][A-Za-z'-]+))?\s+here\b/i;

const NOT_A_LAST_NAME =
  /^(and|my|i|at|from|in|or|with|but|email|phone|number|here|again|calling|about|looking|and|the|a|an|we|our|im|is)$/i;

function nameFrom(text: string): Pick<ContactHints, "firstName" | "lastName"> {
  const named = NAMED.exec(text);
  const introduced = INTRODUCED.exec(text);
  let first: string | undefined;
  let last: string | undefined;
  if (named && !NOT_NAMES.has(named[1]!.toLowerCase())) [first, last] = [named[1], named[2]];
  else if (introduced) {
    const [word, next] = introduced[1] ? [introduced[1], introduced[2]] : [introduced[3], introduced[4]];
    if (word && FIRST_NAMES.has(word.toLowerCase())) [first, last] = [word, next];
  }
  if (!first) return {};
  const lastName =
    last && !NOT_NAMES.has(last.toLowerCase()) && !NOT_A_LAST_NAME.test(last) && /^[A-Z]/.test(last) ? capitalise(last) : undefined;
  return { firstName: capitalise(first), ...(lastName ? { lastName } : {}) };
}

/**
 * Picks up a name, an e-mail address and a phone number typed in free text.
 *
 * @example extractContact("I'm Dana Reyes, dana@example.com, 410-555-0199")
 * // { firstName: "Dana", lastName: "Reyes", email: "dana@example.com", phone: "410-555-0199" }
 */
export function extractContact(text: string): ContactHints {
  const email = EMAIL.exec(text)?.[0];
  const phone = PHONE.exec(text.replace(EMAIL, " "))?.[0];
  return { ...nameFrom(text.replace(EMAIL, " ")), ...(email ? { email } : {}), ...(phone ? { phone: phone.trim() } : {}) };
}

/** Later details fill in or replace earlier ones. */
export function mergeContact(known: ContactHints, found: ContactHints): ContactHints {
  return { ...known, ...Object.fromEntries(Object.entries(found).filter(([, value]) => value)) };
}
