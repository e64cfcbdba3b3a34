// Without zod: the chat button on every page needs only this.

/**
 * SPEC section 3: a session id is a prefix, a timestamp and a random string, made once per
 * page load. The random part comes from crypto.getRandomValues, so ids cannot be guessed.
 */
export const SESSION_ID_PATTERN = /^chat_\d{13}_[a-z0-9]{20}$/;

export function newSessionId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const random = Array.from(bytes, (byte) => "abcdefghijklmnopqrstuvwxyz0123456789"[byte % 36]).join("");
  return `chat_${now}_${random}`;
}
