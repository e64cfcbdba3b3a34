import type { Context } from "hono";
import { apiError } from "./errors";

/**
 * The request's JSON body, or the 400 answer to send when it is not JSON.
 *
 * @example const read = await jsonBody(c); if ("response" in read) return read.response;
 */
export async function jsonBody(c: Context): Promise<{ body: unknown } | { response: Response }> {
  try {
    return { body: await c.req.json() };
  } catch {
    return { response: apiError(c, 400, "invalid_json", "The request body must be a JSON object.") };
  }
}
