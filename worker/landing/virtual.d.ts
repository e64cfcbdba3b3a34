// The towns of content/localities/*.json, split by worker/landing/localities.plugin.ts.
declare module "virtual:locality-facts" {
  const facts: readonly import("./localities").Locality[];
  export default facts;
}

declare module "virtual:locality-texts" {
  /** Where the production build put the texts in the static assets; null in dev and tests. */
  export const href: string | null;
  /** The texts themselves, in dev and tests only. */
  export const bundled: Record<string, import("./locality-texts").LocalityTexts> | null;
}

// content/border-towns.json, by worker/chat/conversation/border-towns.plugin.ts.
declare module "virtual:border-towns" {
  /** Where the production build put the table in the static assets; null in dev and tests. */
  export const href: string | null;
  /** The table itself, in dev and tests only. */
  export const bundled: unknown;
}
