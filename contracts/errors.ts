import type { z } from "zod";

/** Every API error has this shape: a stable code, a readable message and, for bad input, the fields. */
export interface ApiError {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    /** With code "tap_again" (a lead form sent faster than a person fills it): the token the next tap sends as `secondTap`. */
    secondTap?: string;
  };
}

/** The first message for each invalid field, keyed by field name (the API's `error.fields`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    fields[field] ??= issue.message;
  }
  return fields;
}
