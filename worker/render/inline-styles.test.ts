import { describe, expect, it } from "vitest";
import { inlineStyles } from "./inline-styles";

/** Static assets that answer `files` and count the reads. */
function assets(files: Record<string, string>) {
  const reads: string[] = [];
  const fetcher = {
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      reads.push(path);
      return path in files ? new Response(files[path]) : new Response("Not Found", { status: 404 });
    },
  } as unknown as Fetcher;
  return { fetcher, reads };
}

const texts = (styles: ReadonlyMap<string, Uint8Array>) => [...styles].map(([href, element]) => [href, new TextDecoder().decode(element)]);

describe("inlineStyles", () => {
  it("should read the build's stylesheet once and keep it for later pages", async () => {
    const { fetcher, reads } = assets({ "/assets/entry-a1.css": "body{margin:0}" });
    expect(texts(await inlineStyles(fetcher, ["/assets/entry-a1.css"]))).toEqual([
      ["/assets/entry-a1.css", "<style>body{margin:0}</style>"],
    ]);
    expect(texts(await inlineStyles(fetcher, ["/assets/entry-a1.css"]))).toEqual([
      ["/assets/entry-a1.css", "<style>body{margin:0}</style>"],
    ]);
    expect(reads).toEqual(["/assets/entry-a1.css"]);
  });

  it("should leave linked what it cannot or must not write into the page", async () => {
    const { fetcher } = assets({ "/assets/closes-b2.css": "a{}</style><script>x()</script>", "/client/styles.css": "a{}" });
    const styles = await inlineStyles(fetcher, ["/assets/missing-c3.css", "/assets/closes-b2.css", "/client/styles.css"]);
    expect(styles.size).toBe(0);
    expect((await inlineStyles(undefined, ["/assets/other-d4.css"])).size).toBe(0);
  });
});
