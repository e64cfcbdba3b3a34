import { fetchWorker } from "./fetch";

/** A browser talking to the chat API from a page: its own address and, once the API sets it, its own chat cookie. */
export function chatBrowser(ip: string, page = "/roofing") {
  let cookie = "";
  async function call(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", ip);
    headers.set("Referer", `http://localhost:8787${page}`);
    if (cookie) headers.set("Cookie", cookie);
    const response = await fetchWorker(path, { ...init, headers });
    const set = response.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0]!;
    return response;
  }
  const post = (path: string, body: unknown) =>
    call(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return {
    get cookie() {
      return cookie;
    },
    /** The owner secret the chat cookie carries. */
    get owner() {
      return cookie.split("=")[1] ?? "";
    },
    send: (sessionId: string, message: string) => post("/api/chat/message", { sessionId, message }),
    history: (sessionId: string) => call(`/api/chat/${sessionId}/history`),
    capture: (body: Record<string, unknown>) => post("/api/chat/capture-lead", body),
  };
}
