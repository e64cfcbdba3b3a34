/**
 * A page arrives with only the styles it uses written into its head (scripts/page-styles.plugin.ts),
 * and names the site's whole stylesheet on <html data-whole-stylesheets>. Other pages need the
 * whole one: it is fetched once the page has loaded (prefetchWholeStylesheet, so that it never
 * competes with what the page itself needs), applied before the first navigation renders anything
 * (entry.client.tsx), and before a part of the frame the visitor opens shows (withWholeStylesheet).
 */
function wholeStylesheets(): string[] {
  return document.documentElement.dataset.wholeStylesheets?.split(" ").filter(Boolean) ?? [];
}

/** Asks for the whole stylesheet ahead of its use, at the lowest priority. Call once the page has loaded. */
export function prefetchWholeStylesheet(): void {
  for (const href of wholeStylesheets()) {
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.as = "style";
    hint.href = href;
    document.head.appendChild(hint);
  }
}

/**
 * Applies the whole stylesheet. Resolves once it applies, or could not load (what waited then
 * shows with the rules this page has; a later call tries again).
 */
let applied: Promise<void> | undefined;

export function applyWholeStylesheet(): Promise<void> {
  applied ??= new Promise((resolve) => {
    const hrefs = wholeStylesheets();
    let waiting = hrefs.length;
    if (waiting === 0) return resolve();
    const done = () => {
      if (--waiting === 0) resolve();
    };
    for (const href of hrefs) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.addEventListener("load", done, { once: true });
      // Not applied (offline, say): the next call tries again.
      link.addEventListener(
        "error",
        () => {
          link.remove();
          applied = undefined;
          done();
        },
        { once: true },
      );
      document.head.appendChild(link);
    }
  });
  return applied;
}

/**
 * A part of the frame the visitor opens (the chat, the small screens' menu, the toasts): no
 * page's own styles hold its rules (scripts/page-styles.plugin.ts, OPENED_LATER), so its module
 * is handed over once the whole stylesheet applies.
 */
export function withWholeStylesheet<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), applyWholeStylesheet()]).then(([module]) => module);
}
