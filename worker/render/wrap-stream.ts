const encoder = new TextEncoder();

/** `before`, then every chunk of `body` as it arrives, then `after`: streaming is kept. */
export function wrapStream(before: string, body: ReadableStream<Uint8Array>, after: string): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(before));
        return;
      }
      const { done, value } = await reader.read();
      if (done) {
        controller.enqueue(encoder.encode(after));
        controller.close();
      } else {
        controller.enqueue(value);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
