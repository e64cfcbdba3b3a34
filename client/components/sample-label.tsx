import { SAMPLE_LABELS, type SampleKind } from "../../content/samples";

/**
 * The visible mark on anything the template ships as a sample (a testimonial, a project, the
 * warranty terms): a sample must never read as a real customer's words or a real job
 * (16 CFR Part 465). Photos carry their own "Sample image" mark (images/picture.tsx).
 */
export function SampleLabel({ kind, className = "" }: { kind: SampleKind; className?: string }) {
  return (
    <span
      data-sample-label={kind}
      className={`inline-block rounded border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900 ${className}`}
    >
      {SAMPLE_LABELS[kind]}
    </span>
  );
}
