import type { ServiceAreaState } from "../../../contracts/html-sitemap";

const WIDTH = 720;
const PAD = 24;

/**
 * The coverage map: every town the site has a page for, placed by its coordinates and drawn
 * here (no map tiles, no third party). Maryland's towns and Delaware's in two colours; the list
 * below it is the same towns as links, and the text alternative says so.
 */
export function CoverageMap({ areas }: { areas: readonly ServiceAreaState[] }) {
  const towns = areas.flatMap((state) =>
    state.counties.flatMap((county) => county.towns.map((town) => ({ ...town, state: state.name, county: county.name }))),
  );
  if (towns.length === 0) return null;
  const lats = towns.map((town) => town.at[0]);
  const lons = towns.map((town) => town.at[1]);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  // Equirectangular, with longitude shortened by the cosine of the middle latitude so distances look right.
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const scale = (WIDTH - 2 * PAD) / Math.max((east - west) * squeeze, 0.01);
  const height = Math.round((north - south) * scale + 2 * PAD);
  const x = (lon: number) => PAD + (lon - west) * squeeze * scale;
  const y = (lat: number) => PAD + (north - lat) * scale;
  const states = [...new Set(towns.map((town) => town.state))];
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={`Map of the ${towns.length} towns we have pages for in ${states.join(" and ")}; the list below names each one.`}
        className="h-auto w-full rounded-lg border border-slate-200 bg-slate-50"
      >
        {towns.map((town) => (
          <circle
            key={`${town.state}-${town.name}`}
            cx={x(town.at[1]).toFixed(1)}
            cy={y(town.at[0]).toFixed(1)}
            r={5}
            data-town={town.name}
            className={town.state === "Delaware" ? "fill-accent-500" : "fill-brand-700"}
          >
            <title>{`${town.name}, ${town.county}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600">
        {states.map((state) => (
          <span key={state} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-block h-3 w-3 rounded-full ${state === "Delaware" ? "bg-accent-500" : "bg-brand-700"}`}
            />
            {state}
          </span>
        ))}
        <span>Each dot is a town with a page of its own; hover or tap it for its name.</span>
      </figcaption>
    </figure>
  );
}
