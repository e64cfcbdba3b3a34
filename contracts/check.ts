/**
 * Checks of an API answer's shape, without zod: public pages read answers on their first load,
 * where zod would not fit the JavaScript budget. A check returns the value it was given,
 * typed, or throws a TypeError that says where the answer differs ("days[0].windows should be a
 * list"). Admin pages check their answers with zod (contracts/admin-answers.ts).
 *
 * Declare a check against the answer's type, so the compiler keeps the two in step:
 * @example export const checkReceipt: Check<LeadReceipt> = object({ id: string, status: oneOf(["received"]) });
 */
export type Check<T> = (value: unknown, at?: string) => T;

function fail(at: string | undefined, expected: string): never {
  throw new TypeError(`${at || "the answer"} should be ${expected}`);
}

const primitive =
  <T>(type: string): Check<T> =>
  (value, at) =>
    typeof value === type ? (value as T) : fail(at, `a ${type}`);

export const string = primitive<string>("string");
export const number = primitive<number>("number");
export const boolean = primitive<boolean>("boolean");

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, at) =>
    value === null ? null : check(value, at);

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, at) =>
    value === undefined ? undefined : check(value, at);

/** One of a few literal values, e.g. `oneOf(["user", "assistant"])`. */
export const oneOf =
  <const T extends readonly (string | number | boolean)[]>(values: T): Check<T[number]> =>
  (value, at) =>
    values.includes(value as T[number]) ? (value as T[number]) : fail(at, `one of ${values.join(", ")}`);

export const arrayOf =
  <T>(check: Check<T>): Check<T[]> =>
  (value, at = "") => {
    if (!Array.isArray(value)) fail(at, "a list");
    for (const [i, item] of value.entries()) check(item, `${at}[${i}]`);
    return value;
  };

function record(value: unknown, at: string | undefined): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : fail(at, "an object");
}

/** An object with at least these fields; fields the check does not name are kept, unchecked. */
export const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: ReturnType<S[K]> }> =>
  (value, at) => {
    const fields = record(value, at);
    for (const [key, check] of Object.entries(shape)) check(fields[key], at ? `${at}.${key}` : key);
    return fields as { [K in keyof S]: ReturnType<S[K]> };
  };
