import { Link } from "react-router";
import { business } from "../../content/business";

const trustBadges = ["BBB A+ Rating", "Fully Licensed", "Fully Insured", "25 Year Warranty", "24/7 Emergency"] as const;
const serviceAreas = ["Baltimore", "Annapolis", "Wilmington", "Dover", "Frederick", "Rockville", "Newark", "Salisbury"] as const;

export default function HomePage() {
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
          <p className="text-sm font-bold uppercase tracking-widest text-accent-400">
            Maryland &amp; Delaware since {business.founded}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            The Best Prices on Roofing, Siding &amp; Windows
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            {business.yearsInBusiness} years, {business.projectsCompleted} projects and manufacturer volume-based pricing:
            licensed, insured crews and free written estimates across Maryland and Delaware.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              to="/schedule"
              className="rounded-md bg-accent-500 px-6 py-3.5 text-base font-bold tracking-wide text-slate-950 hover:bg-accent-400"
            >
              ONSITE CONSULTATION
            </Link>
            <Link
              to="/contact"
              className="rounded-md border border-white/70 px-6 py-3.5 text-base font-bold tracking-wide text-white hover:bg-white/10"
            >
              INITIATE REVIEW
            </Link>
          </div>
          <ul className="mt-12 flex flex-wrap gap-3" aria-label="Why homeowners trust us">
            {trustBadges.map((badge) => (
              <li key={badge} className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
                {badge}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="service-areas">
        <h2 id="service-areas" className="text-2xl font-bold text-slate-900">
          Service Areas
        </h2>
        <p className="mt-2 text-slate-700">Crews based across Maryland and Delaware (MD/DE):</p>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {serviceAreas.map((area) => (
            <li key={area} className="rounded-md border border-slate-200 px-4 py-3 font-semibold text-slate-800">
              {area}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
