import { Link } from "react-router";

/** An honest placeholder body for pages whose content has not shipped yet. */
export function ComingSoon({ heading, lead }: { heading: string; lead: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{lead}</p>
      <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-800">
        This page is coming soon. In the meantime, request a free written estimate and we will get back to you.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/contact" className="rounded-md bg-accent-500 px-5 py-3 font-bold text-slate-950 hover:bg-accent-400">
          INITIATE REVIEW
        </Link>
        <Link to="/schedule" className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          ONSITE CONSULTATION
        </Link>
      </div>
    </section>
  );
}
