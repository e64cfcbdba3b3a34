/**
 * A page arrives with only the styles it uses written into its head (scripts/page-styles.plugin.ts)
 * and a hint to fetch the site's whole stylesheet while idle. Other pages need the whole one:
 * it is applied before the first navigation renders anything (entry.client.tsx), and before a
 * part of the frame the visitor opens shows (withWholeStylesheet). Resolves once it applies, or
 * could not load (what waited then shows with the rules this page has; a later call tries again).
 */
let applied: Promise<void> | undefined;

export function applyWholeStylesheet(): Promise<void> {
  applied ??= new Promise((resolve) => {
    const hints = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][as="style"]')];
    let waiting = hints.length;
    if (waiting === 0) return resolve();
    const done = () => {
      if (--waiting === 0) resolve();
    };
    for (const hint of hints) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = hint.href;
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
