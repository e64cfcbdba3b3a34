import { exports } from "cloudflare:workers";
import { DEV_COOKIE } from "../security/admin-guard";

/** Sends a request through the whole Worker, as the platform would. */
export function fetchWorker(path: string, init?: RequestInit): Promise<Response> {
  const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;
  return worker.fetch(new Request(new URL(path, "http://localhost:8787"), init));
}

/** The same, signed in to the admin area with the local development sign-in. */
export function fetchAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetchWorker(path, { ...init, headers: { Cookie: `${DEV_COOKIE}=1`, ...(init.headers as Record<string, string> | undefined) } });
}
