import { Link } from "react-router";
import { type ServiceEntry, serviceDirectory } from "../../../content/service-directory";
import { SampleLabel } from "../sample-label";

function TownPages({ entry }: { entry: ServiceEntry }) {
  if (entry.townPages.length === 0) return null;
  return (
    <p className="mt-2 text-sm text-slate-700">
      Local pages:{" "}
      {entry.townPages.map((page, at) => (
        <span key={page.href}>
          {at > 0 ? ", " : ""}
          <Link to={page.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {page.name}
          </Link>
        </span>
      ))}
    </p>
  );
}

/** /services' list of every service: its price, its main page, its estimate and its towns' pages. */
export function ServiceDirectoryList() {
  return (
    <section aria-labelledby="every-service-heading">
      <h2 id="every-service-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Every service, its price and its pages
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {serviceDirectory.map((entry) => (
          <li key={entry.id} id={entry.id} className="scroll-mt-24 rounded-lg border border-slate-200 p-5">
            <h3 className="text-lg font-bold text-slate-900">
              {entry.href.startsWith("/services#") ? (
                entry.name
              ) : (
                <Link to={entry.href} className="text-brand-800 underline">
                  {entry.name}
                </Link>
              )}
            </h3>
            <p className="mt-2 text-slate-700">{entry.price}</p>
            {entry.sample ? <SampleLabel kind={entry.sample} className="mt-2" /> : null}
            {entry.estimate ? (
              <p className="mt-2">
                <Link to={entry.estimate} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                  Instant {entry.name.toLowerCase().split(" ")[0]} estimate
                </Link>
              </p>
            ) : null}
            <TownPages entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Beside the contact form after a search: the service page the search names and its price. */
export function ServiceMatch({ entry }: { entry: ServiceEntry }) {
  return (
    <div className="rounded-lg border border-brand-100 bg-brand-50 p-6" data-testid="search-match">
      <h2 className="text-lg font-bold text-slate-900">{entry.name}: what it costs</h2>
      <p className="mt-2 text-slate-800">{entry.price}</p>
      {entry.sample ? <SampleLabel kind={entry.sample} className="mt-2" /> : null}
      <ul className="mt-3 space-y-1">
        <li>
          <Link to={entry.href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {entry.href.startsWith("/services#") ? `Our ${entry.name.toLowerCase()} pages` : `Our ${entry.name.toLowerCase()} page`}
          </Link>
        </li>
        {entry.estimate ? (
          <li>
            <Link to={entry.estimate} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              Price your house in a minute
            </Link>
          </li>
        ) : null}
      </ul>
      <TownPages entry={entry} />
    </div>
  );
}
