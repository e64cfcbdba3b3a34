import {
  delawareRoofingTowns,
  focusOnlyServices,
  focusTowns,
  roofingCities,
  roofingSitemapTowns,
  sidingCities,
  smallLocalities,
  townsByFocusService,
  windowsCities,
} from "../../content/landing/catalogue";
import type { LandingServiceSlug } from "../../content/landing/services";

/** One landing page address: which service in which town, and how the sitemap ranks it. */
export interface LandingSpec {
  path: string;
  service: LandingServiceSlug;
  locality: string;
  /** The page's one address: itself, or roofing-{town} for a small-locality alias. */
  canonicalPath: string;
  /** SPEC section 9: city pages 0.9; the focus towns' pages 0.8 (inspection and storm 0.7); other towns 0.7. */
  priority: number;
}

const FOCUS = new Set<string>(focusTowns);
const CITY = new Set<string>([...roofingCities, ...delawareRoofingTowns, ...sidingCities, ...windowsCities]);

function priorityOf(service: LandingServiceSlug, town: string, cityPattern: boolean): number {
  if (FOCUS.has(town)) return service === "roof-inspection" || service === "storm-damage" ? 0.7 : 0.8;
  if (cityPattern) return 0.9;
  return 0.7;
}

function serviceFirst(service: LandingServiceSlug, towns: readonly string[]): LandingSpec[] {
  return towns.map((town) => {
    const path = `/${service}-${town}`;
    return { path, service, locality: town, canonicalPath: path, priority: priorityOf(service, town, CITY.has(town)) };
  });
}

const roofingTowns = new Set<string>([...roofingCities, ...roofingSitemapTowns, ...delawareRoofingTowns]);

/** Every landing page address, aliases included. */
export const landingSpecs: readonly LandingSpec[] = [
  ...serviceFirst("roofing", [...roofingCities, ...roofingSitemapTowns, ...delawareRoofingTowns]),
  ...serviceFirst("siding", sidingCities),
  ...serviceFirst("windows", windowsCities),
  ...focusOnlyServices.flatMap((service) => serviceFirst(service, townsByFocusService[service])),
  ...smallLocalities.map((town) => {
    const path = `/${town}-roofing`;
    const canonicalPath = roofingTowns.has(town) ? `/roofing-${town}` : path;
    return { path, service: "roofing" as const, locality: town, canonicalPath, priority: priorityOf("roofing", town, false) };
  }),
];

const byPath = new Map(landingSpecs.map((spec) => [spec.path, spec]));

export function findLandingSpec(path: string): LandingSpec | undefined {
  return byPath.get(path);
}

/** The canonical page of a service in a town, if there is one. */
export function landingPathFor(service: LandingServiceSlug, town: string): string | undefined {
  return landingSpecs.find((spec) => spec.service === service && spec.locality === town && spec.canonicalPath === spec.path)?.path;
}

/** The pages search engines should see as their own (aliases excluded). */
export const canonicalLandingSpecs: readonly LandingSpec[] = landingSpecs.filter((spec) => spec.path === spec.canonicalPath);
