/**
 * A page arrives with only the styles it uses written into its head (scripts/page-styles.plugin.ts)
 * and a hint to fetch the site's whole stylesheet while idle. Other pages need the whole one:
 * it is applied before the first navigation renders anything (entry.client.tsx). Resolves once
 * it applies, or could not load (the next page then shows with the rules it shares with this one).
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
      link.addEventListener("error", done, { once: true });
      document.head.appendChild(link);
    }
  });
  return applied;
}
