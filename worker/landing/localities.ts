/** A town record from content/localities/*.json: facts a homeowner there would recognise. */
export interface Locality {
  slug: string;
  name: string;
  state: "MD" | "DE";
  county: string;
  kind: string;
  zips: readonly string[];
  /** Slugs of nearby localities. */
  nearby: readonly string[];
  intro: string;
  housing: string;
  weather: string;
  permits: string;
  considerations: readonly string[];
  faq: readonly { q: string; a: string }[];
}

const files = import.meta.glob<Locality>("../../content/localities/*.json", { eager: true, import: "default" });

/** Every locality by slug. */
export const localities: ReadonlyMap<string, Locality> = new Map(Object.values(files).map((record) => [record.slug, record]));

export const STATE_NAMES = { MD: "Maryland", DE: "Delaware" } as const;

export function locality(slug: string): Locality {
  const record = localities.get(slug);
  if (!record) throw new Error(`No locality record content/localities/${slug}.json`);
  return record;
}
