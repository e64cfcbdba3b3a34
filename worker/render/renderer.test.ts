import { createElement as h } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { describe, expect, it, vi } from "vitest";

describe("the Worker's renderer (scripts/react-string-writes.plugin.ts)", () => {
  it("should turn the text of a flush into bytes at once, not each tag, attribute and text on its own", async () => {
    const rows = Array.from({ length: 400 }, (_, i) => h("li", { key: i, className: `row row-${i}` }, `Row ${i} — “quoted” & <escaped>`));
    const encode = vi.spyOn(TextEncoder.prototype, "encode");
    try {
      const stream = await renderToReadableStream(h("ul", null, rows));
      const html = await new Response(stream).text();
      expect(html).toContain('<li class="row row-399">Row 399 — “quoted” &amp; &lt;escaped&gt;</li></ul>');
      expect(html.length).toBeGreaterThan(4 * 4096);
      // React's own edge renderer encodes each of the 400 rows' pieces apart (1,207 calls).
      expect(encode).toHaveBeenCalledTimes(1);
    } finally {
      encode.mockRestore();
    }
  });
});
