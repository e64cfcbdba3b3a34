/**
 * What the site says on each kind of sample record (`sample: true`) wherever it shows one: the
 * template's testimonials, projects, warranty terms and prices are examples, and read as examples
 * (16 CFR Part 465: no invented review may pass as a customer's).
 */
export const SAMPLE_LABELS = {
  review: "Sample review: not a real customer",
  project: "Sample project: not a real job",
  terms: "Sample terms: not this business's warranty yet",
  prices: "Sample prices: not this business's prices yet",
} as const;

export type SampleKind = keyof typeof SAMPLE_LABELS;
