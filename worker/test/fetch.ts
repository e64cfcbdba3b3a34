import { exports } from "cloudflare:workers";
import { DEV_COOKIE, devSessionValue } from "../security/admin-guard";

/** Sends a request through the whole Worker, as the platform would (with the Host header a client sends). */
export function fetchWorker(path: string, init?: RequestInit): Promise<Response> {
  const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;
  const url = new URL(path, "http://localhost:8787");
  const headers = new Headers(init?.headers);
  if (!headers.has("Host")) headers.set("Host", url.host);
  return worker.fetch(new Request(url, { ...init, headers }));
}

/** The headers of a browser on localhost signed in with the local development sign-in (this process's session). */
export function devAdminHeaders(): Record<string, string> {
  return { Host: "localhost:8787", Cookie: `${DEV_COOKIE}=${devSessionValue()}` };
}

/** The same, signed in to the admin area with the local development sign-in. */
export function fetchAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetchWorker(path, { ...init, headers: { ...devAdminHeaders(), ...(init.headers as Record<string, string> | undefined) } });
}
