import clientAssets from "virtual:client-assets";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const CLIENT_ENTRY = "client/entry.client.tsx";

/** The files a page needs in the browser: the entry module, its stylesheets and chunks to preload. */
export interface PageAssets {
  entry: string;
  /** What the page's head carries: the page's own stylesheet where the build wrote one, else the site's. */
  stylesheets: string[];
  /**
   * The site's whole stylesheet, when the page carries its own instead: fetched once the page
   * has loaded, and applied at the first navigation (client/lib/whole-stylesheet.ts).
   */
  wholeStylesheets: string[];
  modulePreloads: string[];
  /** Dev only: inline module code that installs React Refresh before the entry runs. */
  devPreamble?: string;
}

const DEV_PREAMBLE = `import "/@vite/client";
import { injectIntoGlobalHook } from "/@react-refresh";
injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;`;

const assetsByPages = new Map<string, PageAssets>();

/** `moduleIds` are the source paths of the matched pages (route handles carry them). */
export function pageAssets(moduleIds: string[]): PageAssets {
  const key = moduleIds.join("|");
  let assets = assetsByPages.get(key);
  if (!assets) {
    assets = collectPageAssets(moduleIds);
    assetsByPages.set(key, assets);
  }
  return assets;
}

function collectPageAssets(moduleIds: string[]): PageAssets {
  if (clientAssets.dev) {
    return {
      entry: `/${CLIENT_ENTRY}`,
      stylesheets: ["/client/styles.css"],
      wholeStylesheets: [],
      modulePreloads: [],
      devPreamble: DEV_PREAMBLE,
    };
  }
  const manifest = clientAssets.manifest as Record<string, ManifestChunk>;
  const stylesheets = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();

  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    preloads.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };

  visit(CLIENT_ENTRY);
  const entryChunk = manifest[CLIENT_ENTRY];
  if (!entryChunk) throw new Error(`The client manifest has no entry for ${CLIENT_ENTRY}`);
  for (const id of moduleIds) visit(id);
  const entry = `/${entryChunk.file}`;
  preloads.delete(entry);
  // The page's own rules stand in for the entry's stylesheet (the site's whole one) on first load.
  const own = clientAssets.pageStyles?.[moduleIds[0] ?? CLIENT_ENTRY];
  const whole = (entryChunk.css ?? []).map((css) => `/${css}`);
  if (!own) return { entry, stylesheets: [...stylesheets], wholeStylesheets: [], modulePreloads: [...preloads] };
  return {
    entry,
    stylesheets: [`/${own}`, ...[...stylesheets].filter((href) => !whole.includes(href))],
    wholeStylesheets: whole,
    modulePreloads: [...preloads],
  };
}

/** Names this build (client entry file and worker build time), e.g. to keep cached pages from outliving it. */
export function buildId(): string {
  if (clientAssets.dev) return "dev";
  const manifest = clientAssets.manifest as Record<string, ManifestChunk>;
  return `${manifest[CLIENT_ENTRY]?.file.replace(/^.*\//, "") ?? "unknown"}@${clientAssets.built ?? ""}`;
}
