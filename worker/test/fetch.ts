import { exports } from "cloudflare:workers";

/** Sends a request through the whole Worker, as the platform would. */
export function fetchWorker(path: string, init?: RequestInit): Promise<Response> {
  const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;
  return worker.fetch(new Request(new URL(path, "http://localhost:8787"), init));
}
