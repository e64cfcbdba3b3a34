import { fetchWorker } from "./fetch";

/**
 * A browser talking to the chat API from a page: its own address and, once the API sets them, its
 * cookies (the chat's, and the visit's for the booking API), each sent only under its own path.
 */
export function chatBrowser(ip: string, page = "/roofing") {
  const jar = new Map<string, { pair: string; path: string }>();
  const cookieFor = (path: string) =>
    [...jar.values()]
      .filter((cookie) => path.startsWith(cookie.path))
      .map((cookie) => cookie.pair)
      .join("; ");
  async function call(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", ip);
    headers.set("Referer", `http://localhost:8787${page}`);
    const cookie = cookieFor(path);
    if (cookie) headers.set("Cookie", cookie);
    const response = await fetchWorker(path, { ...init, headers });
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(";")[0]!;
      const cookiePath = /;\s*Path=([^;]+)/i.exec(set)?.[1] ?? "/";
      jar.set(pair.split("=")[0]!, { pair, path: cookiePath });
    }
    return response;
  }
  const cookie = () => jar.get("chat_owner")?.pair ?? "";
  const post = (path: string, body: unknown) =>
    call(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return {
    /** The chat cookie ("chat_owner=…"). */
    get cookie() {
      return cookie();
    },
    /** The owner secret the chat cookie carries. */
    get owner() {
      return cookie().split("=")[1] ?? "";
    },
    send: (sessionId: string, message: string) => post("/api/chat/message", { sessionId, message }),
    history: (sessionId: string) => call(`/api/chat/${sessionId}/history`),
    capture: (body: Record<string, unknown>) => post("/api/chat/capture-lead", body),
    /** A booking from the same browser (it carries the cookies the booking API sees). */
    book: (body: unknown) => post("/api/appointments", body),
  };
}
