import { bundled, href } from "virtual:border-towns";
import { fetchBuiltAsset } from "../../render/built-asset";

/**
 * The towns just over the line (content/border-towns.json), each with the truly nearest town we
 * serve: read through the ASSETS binding on first use in production (border-towns.plugin.ts) and
 * kept for the isolate's life (the file is hashed); carried by the module in dev and tests.
 */
export type Border = [town: string, miles: number, page?: string, pageMiles?: number];
export interface BorderTable {
  towns: Record<string, Border>;
  zip3: Record<string, [string, ...Border]>;
}

let kept: BorderTable | undefined = (bundled as BorderTable | null) ?? undefined;

/** The table, once read; until then none (a town over the line then reads as no place). */
export const borderTable = (): BorderTable => kept ?? { towns: {}, zip3: {} };

/** Reads the table through the assets binding if it is not kept yet; a failure leaves the chat answering without it. */
export async function loadBorderTowns(assets: Fetcher | undefined): Promise<void> {
  if (kept || !href || !assets) return;
  try {
    const response = await fetchBuiltAsset(assets, href);
    if (!response.ok) throw new Error(`status ${response.status}`);
    kept = await response.json<BorderTable>();
  } catch (error) {
    console.error(JSON.stringify({ event: "chat.border_towns_unread", error: String(error) }));
  }
}
