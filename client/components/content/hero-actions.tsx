import type { ReactNode } from "react";
import { Link } from "react-router";

/** The two calls to action on a dark page hero: ONSITE CONSULTATION and INITIATE REVIEW, then any extra. */
export function HeroActions({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link to="/schedule" className="rounded-md bg-accent-500 px-5 py-3 font-bold text-slate-950 hover:bg-accent-400">
        ONSITE CONSULTATION
      </Link>
      <Link to="/contact" className="rounded-md border border-white/70 px-5 py-3 font-bold text-white hover:bg-white/10">
        INITIATE REVIEW
      </Link>
      {children}
    </div>
  );
}
