import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every API error has this shape: a stable code, a readable message and, for bad input, the fields. */
export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string>) {
  const body: ApiError = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status);
}
