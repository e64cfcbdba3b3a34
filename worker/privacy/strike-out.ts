/**
 * What identifies the person in free text (notes, history): their e-mail addresses and names as
 * their own records give them, and a phone number (national digits) unless someone who stays uses it too.
 */
export interface Marks {
  words: string[];
  phones: string[];
}

/** What a mark is replaced with. */
export const ERASED = "[erased]";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Text with every mark of the person struck out. */
export function strikeOut(text: string, marks: Marks): string {
  let out = text;
  for (const word of marks.words) out = out.replace(new RegExp(escapeRegExp(word), "giu"), ERASED);
  for (const phone of marks.phones) {
    const digits = phone.split("").join("[\\s().-]*");
    out = out.replace(new RegExp(`(\\+?1[\\s().-]*)?${digits}`, "g"), ERASED);
  }
  return out;
}

/** Every string in a history entry's detail, struck out. */
export function strikeOutDetail(value: unknown, marks: Marks): unknown {
  if (typeof value === "string") return strikeOut(value, marks);
  if (Array.isArray(value)) return value.map((item) => strikeOutDetail(item, marks));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strikeOutDetail(v, marks)]));
  return value;
}
