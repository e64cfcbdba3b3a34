import type { Context, MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { fieldErrors } from "../../contracts/errors";
import { apiError } from "./errors";

/** The answer to a body that is JSON but not valid: a message for the whole form, or a whole answer. */
type Refusal = string | ((c: Context, error: z.ZodError) => Response);

/**
 * The request's JSON body, validated: 415 unless it says it is JSON (a cross-site form can send
 * text/plain that looks like JSON, but never application/json without the browser asking
 * first), 400 `invalid_json` when it does not parse, 400 `validation_failed` with each field's
 * message when the schema refuses it. The handler reads the schema's output.
 *
 * @example app.post("/", jsonInput(leadSchema), (c) => storeLead(c.req.valid("json")))
 * @example app.post("/move", jsonInput(moveSchema, "Please choose an arrival window."), handler)
 */
export function jsonInput<Schema extends z.ZodType>(schema: Schema, refuse: Refusal = "Please correct the highlighted fields.") {
  const validate = validator("json", async (value, c) => {
    const parsed = await schema.safeParseAsync(value);
    if (parsed.success) return parsed.data as z.output<Schema>;
    return typeof refuse === "string" ? apiError(c, 400, "validation_failed", refuse, fieldErrors(parsed.error)) : refuse(c, parsed.error);
  });
  // Hono's validator reads whatever JSON media type it is given and throws on a bad body; the
  // API's own answers come first, and the parsed body stays cached for the validator.
  const guarded: typeof validate = async (c, next) => (await notJson(c)) ?? validate(c, next);
  return guarded;
}

/** A JSON body without a schema (e.g. `{}` to confirm an action): only the 415 and `invalid_json` answers. */
export const jsonOnly: MiddlewareHandler = async (c, next) => (await notJson(c)) ?? next();

async function notJson(c: Context): Promise<Response | undefined> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("Content-Type") ?? "")) {
    return apiError(c, 415, "unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  try {
    await c.req.json();
  } catch {
    return apiError(c, 400, "invalid_json", "The request body must be a JSON object.");
  }
}
