import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import type { ApiError } from "../../contracts/errors";
import { toHex } from "../../contracts/text";

/** What a page's action receives: the posted form and the worker's load context. */
export type PageActionArgs = ActionFunctionArgs<AppLoadContext>;

/** A posted form's answer, shown by the page that holds the form (its field values kept on error). */
export type FormAnswer<T> =
  | { ok: true; answer: T }
  | {
      ok: false;
      fields: Record<string, string>;
      message: string | null;
      values: Record<string, string>;
      /** After a too-fast tap: the server's token the form's next tap sends back (its hidden `secondTap` field). */
      secondTap?: string;
    };

/** The posted form's text fields, by name (files and repeated names are not used by the lead forms). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  return values;
}

/**
 * Sends what a form posted (before the page's script arrived, or without it) through the same
 * API call the script makes: one gate, validation, spam check, rate limit and idempotency for
 * both doors. The key is the form's stamp and its contents, so the same form sent twice makes
 * one lead.
 */
export async function postToApi<T>(
  context: AppLoadContext,
  path: string,
  body: Record<string, unknown>,
  values: Record<string, string>,
): Promise<FormAnswer<T>> {
  const text = JSON.stringify(body);
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${values.formStamp ?? ""}|${path}|${text}`)),
  );
  const response = await context.api(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `"form-${toHex(digest).slice(0, 40)}"` },
    body: text,
  });
  const answer = (await response.json().catch(() => null)) as Partial<ApiError> | null;
  if (response.ok) return { ok: true, answer: answer as T };
  const { formStamp: _stamp, website: _honeypot, secondTap: _tap, ...kept } = values;
  const secondTap = answer?.error?.code === "tap_again" ? answer.error.secondTap : undefined;
  return {
    ok: false,
    fields: answer?.error?.fields ?? {},
    message: answer?.error?.message ?? null,
    values: kept,
    ...(secondTap ? { secondTap } : {}),
  };
}
