import { Link } from "react-router";
import type { ServiceAreaState } from "../../../contracts/html-sitemap";

/** Towns we serve as state, county and town, each town linking to its service pages. */
export function ServiceAreaList({ areas, level = 3 }: { areas: readonly ServiceAreaState[]; level?: 2 | 3 }) {
  const StateHeading = level === 2 ? "h2" : "h3";
  const CountyHeading = level === 2 ? "h3" : "h4";
  return (
    <>
      {areas.map((state) => (
        <section key={state.id} id={state.id} aria-labelledby={`${state.id}-heading`} className="mt-6 scroll-mt-24">
          <StateHeading id={`${state.id}-heading`} className="text-xl font-bold text-brand-900">
            {state.name}
          </StateHeading>
          {state.counties.map((county) => (
            <section key={county.id} id={county.id} aria-labelledby={`${county.id}-heading`} className="mt-4 scroll-mt-24">
              <CountyHeading id={`${county.id}-heading`} className="font-bold text-slate-900">
                {county.name}
              </CountyHeading>
              <ul className="mt-2 grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
                {county.towns.map((town) => (
                  <li key={town.name} className="text-slate-800">
                    {town.links.length === 1 ? (
                      <Link to={town.links[0]!.href} className="text-brand-700 underline hover:text-brand-900">
                        {town.name}
                      </Link>
                    ) : (
                      <>
                        <span className="font-semibold">{town.name}:</span>{" "}
                        {town.links.map((link, index) => (
                          <span key={link.href}>
                            {index > 0 ? ", " : null}
                            <Link to={link.href} className="text-brand-700 underline hover:text-brand-900">
                              {link.name}
                            </Link>
                          </span>
                        ))}
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
