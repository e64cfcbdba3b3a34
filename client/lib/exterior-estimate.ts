import { jobPrice, region, type SidingMaterial, sidingMaterials, type WindowType, windowPrices } from "../../content/prices";
import { zipState } from "../../contracts/zip";

/**
 * The instant siding and gutter estimates (/roof-replacement-estimate?for=siding, ?for=gutters):
 * the same price model as the roof's (content/prices.ts). Their inputs live in the address, so the
 * form is a plain GET form that works before the page's script and after it alike.
 */

export type EstimateKind = "roof" | "siding" | "gutters" | "windows";

/** Which estimate an address asks for: ?for=siding, ?for=gutters or ?for=windows; the roof otherwise. */
export function estimateKind(query: URLSearchParams): EstimateKind {
  const kind = query.get("for");
  return kind === "siding" || kind === "gutters" || kind === "windows" ? kind : "roof";
}

interface ExteriorEstimate {
  low: number;
  high: number;
  regionLabel: string;
  /** What was priced, one line each, for the booking's notes. */
  summary: string[];
}

export type ExteriorErrors = Partial<Record<"wallArea" | "feet" | "count" | "zip", string>>;

/** What the form sent: nothing yet (first visit), mistakes to show, or a range. */
export type ExteriorOutcome =
  | { kind: "empty" }
  | { kind: "invalid"; errors: ExteriorErrors }
  | { kind: "priced"; estimate: ExteriorEstimate; zip: string };

const number = (value: string | null) => Number((value ?? "").replace(/[^\d]/g, "")) || 0;

function checkZip(zip: string): string | undefined {
  if (!/^\d{5}$/.test(zip)) return "Enter a 5-digit ZIP code";
  if (!zipState(zip)) return "We serve Maryland and Delaware: enter a MD or DE ZIP code";
  return undefined;
}

/** The siding material a query names (vinyl when it names none we price). */
export function sidingMaterialOf(query: URLSearchParams): SidingMaterial {
  const asked = query.get("material");
  return sidingMaterials.find((material) => material.id === asked)?.id ?? "vinyl";
}

/**
 * The siding estimate from ?wallArea=&material=&zip=: wall area to cover in square feet.
 * @example sidingEstimate(new URLSearchParams("wallArea=1000&material=vinyl&zip=21043")) // priced, $4,500 - $8,000
 */
export function sidingEstimate(query: URLSearchParams): ExteriorOutcome {
  if (!query.has("zip")) return { kind: "empty" };
  const wallArea = number(query.get("wallArea"));
  const zip = (query.get("zip") ?? "").trim();
  const errors: ExteriorErrors = {};
  if (!(wallArea >= 100 && wallArea <= 20_000)) errors.wallArea = "Enter a wall area between 100 and 20,000 square feet";
  const zipError = checkZip(zip);
  if (zipError) errors.zip = zipError;
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const material = sidingMaterialOf(query);
  const price = jobPrice({ zip, work: [{ kind: "siding", material, wallArea }] });
  const label = sidingMaterials.find((option) => option.id === material)!.label;
  return {
    kind: "priced",
    zip,
    estimate: {
      low: price.low,
      high: price.high,
      regionLabel: region(zip).label,
      summary: [`Material: ${label}`, `Wall area: ${wallArea.toLocaleString("en-US")} sq ft`, `ZIP: ${zip}`],
    },
  };
}

/**
 * The gutter estimate from ?feet=&guards=yes&zip=: linear feet of gutter, guards on all of it or none.
 * @example gutterEstimate(new URLSearchParams("feet=150&guards=yes&zip=21401")) // priced, $2,700 - $5,100
 */
export function gutterEstimate(query: URLSearchParams): ExteriorOutcome {
  if (!query.has("zip")) return { kind: "empty" };
  const feet = number(query.get("feet"));
  const zip = (query.get("zip") ?? "").trim();
  const guards = query.get("guards") === "yes";
  const errors: ExteriorErrors = {};
  if (!(feet >= 20 && feet <= 2_000)) errors.feet = "Enter a gutter length between 20 and 2,000 feet";
  const zipError = checkZip(zip);
  if (zipError) errors.zip = zipError;
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const price = jobPrice({
    zip,
    work: [
      { kind: "extra", item: "gutterPerFoot", quantity: feet },
      ...(guards ? [{ kind: "extra" as const, item: "gutterGuardPerFoot" as const, quantity: feet }] : []),
    ],
  });
  return {
    kind: "priced",
    zip,
    estimate: {
      low: price.low,
      high: price.high,
      regionLabel: region(zip).label,
      summary: [`Seamless gutters: ${feet.toLocaleString("en-US")} linear feet`, `Gutter guards: ${guards ? "yes" : "no"}`, `ZIP: ${zip}`],
    },
  };
}

/** The window types the estimate offers, in the price model's order (content/prices.ts). */
export const windowTypes = Object.keys(windowPrices) as WindowType[];

/** The window type a query names (vinyl double-hung when it names none we price). */
export function windowTypeOf(query: URLSearchParams): WindowType {
  const asked = query.get("type");
  return windowTypes.find((type) => type === asked) ?? "vinyl-double-hung";
}

/**
 * The windows estimate from ?count=&type=&zip=: how many windows of one type, installed.
 * @example windowsEstimate(new URLSearchParams("count=10&type=vinyl-double-hung&zip=21014")) // priced, $7,000 - $15,000
 */
export function windowsEstimate(query: URLSearchParams): ExteriorOutcome {
  if (!query.has("zip")) return { kind: "empty" };
  const count = number(query.get("count"));
  const zip = (query.get("zip") ?? "").trim();
  const errors: ExteriorErrors = {};
  if (!(count >= 1 && count <= 100)) errors.count = "Enter a number of windows between 1 and 100";
  const zipError = checkZip(zip);
  if (zipError) errors.zip = zipError;
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const type = windowTypeOf(query);
  const price = jobPrice({ zip, work: [{ kind: "windows", type, count }] });
  return {
    kind: "priced",
    zip,
    estimate: {
      low: price.low,
      high: price.high,
      regionLabel: region(zip).label,
      summary: [`Windows: ${count} x ${windowPrices[type].label}`, `ZIP: ${zip}`],
    },
  };
}
