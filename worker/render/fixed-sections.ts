import type { RenderedSections } from "../../client/lib/near-viewport";
import type { SiteConfig } from "../../client/lib/site-config";

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

/** Configuration (as JSON) -> section id -> the HTML inside the section's anchor. */
const kept = new Map<string, Map<string, string>>();

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

/** One render's view of the kept sections: what it may send again, and what it rendered anew, to keep. */
export function fixedSections(config: SiteConfig): RenderedSections & {
  keep(page: ReadableStream<Uint8Array>, rendered: () => boolean): ReadableStream<Uint8Array>;
} {
  const key = JSON.stringify(config);
  const known = kept.get(key);
  const fresh = new Set<string>();
  return {
    html(id) {
      if (!ENABLED || !FIXED_SECTIONS.has(id)) return undefined;
      const html = known?.get(id);
      if (html === undefined) fresh.add(id);
      return html;
    },
    /** Passes the page through; once it has all been sent, keeps the sections this render made (unless it failed). */
    keep(page, rendered) {
      if (!ENABLED || known?.size === FIXED_SECTIONS.size) return page;
      const chunks: Uint8Array[] = [];
      return page.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            chunks.push(chunk);
            controller.enqueue(chunk);
          },
          flush() {
            if (fresh.size === 0 || !rendered()) return;
            const decoder = new TextDecoder();
            const text = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join("") + decoder.decode();
            let sections = kept.get(key);
            if (!sections) {
              if (kept.size >= CONFIGURATIONS_KEPT) kept.clear();
              sections = new Map();
              kept.set(key, sections);
            }
            for (const id of fresh) {
              const inside = sectionInside(text, id);
              if (inside !== null) sections.set(id, inside);
            }
          },
        }),
      );
    },
  };
}

/** The sections kept for a configuration (tests). */
export function keptSections(config: SiteConfig): string[] {
  return [...(kept.get(JSON.stringify(config))?.keys() ?? [])].sort();
}

/** Forgets every kept section (tests). */
export function forgetSections(): void {
  kept.clear();
}
