import { describe, expect, it } from "vitest";
import { wrapStream } from "./wrap-stream";

const bytes = (text: string) => new TextEncoder().encode(text);
const decoder = new TextDecoder();

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(decoder.decode(read.value));
  return chunks;
}

describe("wrapStream", () => {
  it("should send what was written together as one chunk, between the shell's start and end", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of ["<main>", "one", "two", "</main>"]) controller.enqueue(bytes(piece));
        controller.close();
      },
    });
    expect(await chunksOf(wrapStream(["<body>"], body, "</body>"))).toEqual(["<body>", "<main>onetwo</main>", "</body>"]);
  });

  it("should send the shell's start, texts and kept bytes alike, as one chunk", async () => {
    const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    const start = ["<head>", bytes("<style>a{}</style>"), "<title>—</title>", "</head>"];
    expect(await chunksOf(wrapStream(start, body, "</body>"))).toEqual(["<head><style>a{}</style><title>—</title></head>", "</body>"]);
  });

  it("should not hold back what is written while the rest is still being rendered", async () => {
    let write: (text: string) => void = () => {};
    let end: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        write = (text) => controller.enqueue(bytes(text));
        end = () => controller.close();
      },
    });
    const reader = wrapStream(["<body>"], body, "</body>").getReader();
    expect(decoder.decode((await reader.read()).value)).toBe("<body>");
    write("shell");
    write(" ready");
    expect(decoder.decode((await reader.read()).value)).toBe("shell ready");
    const later = reader.read();
    write("suspended part");
    expect(decoder.decode((await later).value)).toBe("suspended part");
    end();
    expect(decoder.decode((await reader.read()).value)).toBe("</body>");
    expect((await reader.read()).done).toBe(true);
  });
});
