import type { Context } from "hono";
import { apiError } from "./errors";

/**
 * The request's JSON body, or the answer to send when it is not JSON: 415 unless it says it is
 * JSON (a cross-site form can send text/plain that looks like JSON, but never
 * application/json without the browser asking first), 400 when it does not parse.
 *
 * @example const read = await jsonBody(c); if ("response" in read) return read.response;
 */
export async function jsonBody(c: Context): Promise<{ body: unknown } | { response: Response }> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("Content-Type") ?? "")) {
    return { response: apiError(c, 415, "unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).") };
  }
  try {
    return { body: await c.req.json() };
  } catch {
    return { response: apiError(c, 400, "invalid_json", "The request body must be a JSON object.") };
  }
}
