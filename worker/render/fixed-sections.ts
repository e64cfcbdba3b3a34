import type { RenderedSections } from "../../client/lib/near-viewport";
import type { SiteConfig } from "../../contracts/site-config";

/**
 * Sections whose HTML depends on nothing but the build, the content and the site configuration:
 * no request, visitor, date or database read changes them. Each is rendered once per isolate
 * and configuration, then sent again as it was: the home page's services, projects and 38
 * testimonials are two thirds of its HTML, and the footer is on every page.
 * See docs/decisions/027-unchanging-sections.md.
 */
export const FIXED_SECTIONS: ReadonlySet<string> = new Set(["site-footer", "home-services", "home-portfolio", "home-testimonials"]);

// Off on the dev server, whose content changes with every edit; on in builds and worker tests.
const ENABLED = !import.meta.env.DEV || import.meta.env.MODE === "test";
/** Configurations remembered at once (one in production; tests and previews may try more). */
const CONFIGURATIONS_KEPT = 4;

/** Configuration (as JSON) -> section id -> the HTML inside the section's anchor, as the bytes sent. */
const kept = new Map<string, Map<string, Uint8Array>>();

/**
 * What the renderer writes inside a kept section's anchor, for the stream to replace with the
 * kept bytes: React would otherwise encode the same 80 KB of text again on every render of the
 * home page. NUL never stands in React's output of the site's pages; one that is not a
 * placeholder of this render is sent as it came.
 */
const PLACEHOLDER_EDGE = 0;
const placeholder = (id: string) => `\u0000${id}\u0000`;

/** The inside of `<div id="{id}">` in a rendered page, or null when it is not there whole. */
export function sectionInside(page: string, id: string): string | null {
  const open = `<div id="${id}">`;
  const start = page.indexOf(open);
  if (start < 0) return null;
  // React escapes "<" in text and attributes, so every "<div" and "</div" here is a tag.
  const tags = /<(\/?)div[\s>]/g;
  tags.lastIndex = start + open.length;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return page.slice(start + open.length, tag.index);
  }
  return null;
}

const longestPlaceholder = Math.max(...[...FIXED_SECTIONS].map((id) => placeholder(id).length));
const decoder = new TextDecoder();

/**
 * Passes a page through with each placeholder of `sent` replaced by its kept bytes. A
 * placeholder cut between two chunks is held back until the next one.
 */
function sendKept(sent: ReadonlyMap<string, Uint8Array>): TransformStream<Uint8Array, Uint8Array> {
  let held: Uint8Array | null = null;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      let data = chunk;
      if (held) {
        data = new Uint8Array(held.byteLength + chunk.byteLength);
        data.set(held);
        data.set(chunk, held.byteLength);
        held = null;
      }
      let written = 0;
      let at = data.indexOf(PLACEHOLDER_EDGE);
      while (at >= 0) {
        const end = data.indexOf(PLACEHOLDER_EDGE, at + 1);
        if (end < 0) {
          if (data.byteLength - at < longestPlaceholder) held = data.subarray(at);
          break;
        }
        const bytes = end - at <= longestPlaceholder ? sent.get(decoder.decode(data.subarray(at + 1, end))) : undefined;
        if (bytes) {
          if (at > written) controller.enqueue(data.subarray(written, at));
          controller.enqueue(bytes);
          written = end + 1;
          at = data.indexOf(PLACEHOLDER_EDGE, written);
        } else at = data.indexOf(PLACEHOLDER_EDGE, at + 1);
      }
      const upTo = held ? data.byteLength - held.byteLength : data.byteLength;
      if (upTo > written) controller.enqueue(data.subarray(written, upTo));
    },
    flush(controller) {
      if (held) controller.enqueue(held);
    },
  });
}

/** One render's view of the kept sections: what it may send again, and what it rendered anew, to keep. */
export function fixedSections(config: SiteConfig): RenderedSections & {
  keep(page: ReadableStream<Uint8Array>, rendered: () => boolean): ReadableStream<Uint8Array>;
} {
  const key = JSON.stringify(config);
  const known = kept.get(key);
  const fresh = new Set<string>();
  const sent = new Map<string, Uint8Array>();
  return {
    html(id) {
      if (!ENABLED || !FIXED_SECTIONS.has(id)) return undefined;
      const bytes = known?.get(id);
      if (bytes === undefined) {
        fresh.add(id);
        return undefined;
      }
      sent.set(id, bytes);
      return placeholder(id);
    },
    /** Passes the page through, kept sections put in; once it has all been sent, keeps the sections this render made (unless it failed). */
    keep(page, rendered) {
      const withKept = sent.size > 0 ? page.pipeThrough(sendKept(sent)) : page;
      if (fresh.size === 0) return withKept;
      const chunks: Uint8Array[] = [];
      return withKept.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            chunks.push(chunk);
            controller.enqueue(chunk);
          },
          flush() {
            if (!rendered()) return;
            const decoder = new TextDecoder();
            const text = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join("") + decoder.decode();
            let sections = kept.get(key);
            if (!sections) {
              if (kept.size >= CONFIGURATIONS_KEPT) kept.clear();
              sections = new Map();
              kept.set(key, sections);
            }
            const encoder = new TextEncoder();
            for (const id of fresh) {
              const inside = sectionInside(text, id);
              if (inside !== null) sections.set(id, encoder.encode(inside));
            }
          },
        }),
      );
    },
  };
}

/** The HTML kept for a section under a configuration (tests). */
export function keptHtml(config: SiteConfig, id: string): string | undefined {
  const bytes = kept.get(JSON.stringify(config))?.get(id);
  return bytes && decoder.decode(bytes);
}

/** The sections kept for a configuration (tests). */
export function keptSections(config: SiteConfig): string[] {
  return [...(kept.get(JSON.stringify(config))?.keys() ?? [])].sort();
}

/** Forgets every kept section (tests). */
export function forgetSections(): void {
  kept.clear();
}
