const encoder = new TextEncoder();
const WAITING = Symbol("waiting");

/** One chunk of several (the renderer's stream is read 4 KB at a time). */
function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/**
 * `before` (texts and bytes, as one chunk), then the chunks of `body` as they arrive, then
 * `after`: streaming is kept. What the renderer has written by the time a chunk is taken goes
 * out with it as one chunk: the runtime hands a stream over 4 KB at a time, and every piece that
 * crosses to the network (and through the compressor) on its own costs time there (decision
 * 016). Nothing waits for more: a read that would wait ends the chunk.
 */
export function wrapStream(
  before: readonly (string | Uint8Array)[],
  body: ReadableStream<Uint8Array>,
  after: string,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let started = false;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(joined(before.map((part) => (typeof part === "string" ? encoder.encode(part) : part))));
        return;
      }
      const parts: Uint8Array[] = [];
      let result = await (pending ?? reader.read());
      pending = null;
      while (!result.done) {
        parts.push(result.value);
        const next = reader.read();
        // An already written piece settles before this microtask; one still to be rendered does not.
        const ready = await Promise.race([next, Promise.resolve().then((): typeof WAITING => WAITING)]);
        if (ready === WAITING) {
          pending = next;
          break;
        }
        result = ready;
      }
      if (parts.length > 0) controller.enqueue(joined(parts));
      if (result.done) {
        controller.enqueue(encoder.encode(after));
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
