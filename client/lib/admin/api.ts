import type { AppLoadContext } from "react-router";
import type { AdminMe } from "../../../contracts/admin";
import type { Check } from "../../../contracts/check";
import { RequestError, readAnswer, throwIfNotOk } from "../request";

/**
 * Reads for the admin pages' loaders, which run in the worker: its API answers in-process with
 * the page request's credentials (so the admin guard checks them again). The answer is checked
 * (contracts/admin-answers.ts).
 */
export async function adminRead<T>(context: AppLoadContext, path: string, check: Check<T>): Promise<T> {
  const response = await context.api(path);
  await throwIfNotOk(response);
  return readAnswer(response, check);
}

/**
 * A loader's read whose failure becomes the page's error (404 shows the not-found page;
 * 401/403 say the session ended).
 */
export async function adminLoad<T>(context: AppLoadContext, path: string, check: Check<T>): Promise<T> {
  try {
    return await adminRead(context, path, check);
  } catch (error) {
    if (error instanceof RequestError) throw new Response(error.body, { status: error.status, statusText: error.message });
    throw error;
  }
}

/** Who is signed in (Cloudflare Access e-mail, or the development sign-in), and the alerts every admin page shows. */
export type AdminSession = AdminMe;

/** The query string of a filter object: empty values are left out. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}
