import { bundled, href } from "virtual:locality-texts";
import { fetchBuiltAsset } from "../render/built-asset";

/** What a town's pages tell about it (content/localities/<slug>.json, beside its facts). */
export interface LocalityTexts {
  intro: string;
  housing: string;
  weather: string;
  permits: string;
  considerations: readonly string[];
  faq: readonly { q: string; a: string }[];
}

/** Every town's texts, by slug. */
export type TownTexts = ReadonlyMap<string, LocalityTexts>;

let kept: TownTexts | undefined = bundled ? new Map(Object.entries(bundled)) : undefined;

/**
 * The towns' texts. The production build serves them as one static file (localities.plugin.ts),
 * read through the assets binding on first use and kept for the isolate's life (the file is
 * hashed: its text never changes). Each request that finds them not kept yet reads them
 * itself: workerd lets no request wait on another request's read.
 */
export async function localityTexts(assets: Fetcher | undefined): Promise<TownTexts> {
  if (kept) return kept;
  if (!href || !assets) throw new Error("The towns' texts are read through the ASSETS binding, which this worker lacks");
  const response = await fetchBuiltAsset(assets, href);
  if (!response.ok) throw new Error(`The towns' texts could not be read from ${href} (${response.status})`);
  kept = new Map(Object.entries(await response.json<Record<string, LocalityTexts>>()));
  return kept;
}

/** One town's texts. */
export function textsOf(texts: TownTexts, slug: string): LocalityTexts {
  const found = texts.get(slug);
  if (!found) throw new Error(`No texts for content/localities/${slug}.json`);
  return found;
}
