import type { ReactNode } from "react";

const URGENCY_TONES: Record<string, { label: string; tone: string }> = {
  emergency: { label: "Emergency", tone: "bg-red-700 text-white" },
  high: { label: "High", tone: "bg-amber-200 text-amber-950" },
  medium: { label: "Medium", tone: "bg-slate-100 text-slate-800" },
  low: { label: "Low", tone: "bg-slate-100 text-slate-600" },
};

/** How urgent the homeowner said it is, in every list: emergencies stand out in red. */
export function UrgencyBadge({ urgency }: { urgency: string }) {
  const { label, tone } = URGENCY_TONES[urgency] ?? { label: urgency, tone: "bg-slate-100 text-slate-800" };
  return (
    <span data-testid="urgency" className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${tone}`}>
      {label}
    </span>
  );
}

/** A long value cut to the room there is, with the whole value in its title (the lead's page shows it in full). */
export function Truncated({ children, title, className = "" }: { children: ReactNode; title: string; className?: string }) {
  return (
    <span title={title} className={`block min-w-0 truncate ${className}`}>
      {children}
    </span>
  );
}
