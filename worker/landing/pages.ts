import { plainClaims } from "../../contracts/claims";
import type { LandingPageView } from "../../contracts/landing-page";
import { canonicalLandingSpecs, findLandingSpec, type LandingSpec } from "./catalogue";
import { composeLandingPage, landingBodyText } from "./compose";
import type { TownTexts } from "./locality-texts";
import { type GateResult, runQualityGate } from "./quality";

const gates = new WeakMap<TownTexts, Map<string, GateResult>>();

/** The quality gate's verdict on every canonical landing page, worked out once per isolate. */
export function landingGate(texts: TownTexts): Map<string, GateResult> {
  let gate = gates.get(texts);
  if (!gate) {
    gate = runQualityGate(
      canonicalLandingSpecs.map((spec) => ({
        path: spec.path,
        group: spec.service,
        town: spec.locality,
        text: plainClaims(landingBodyText(composeLandingPage(spec, texts))),
      })),
    );
    gates.set(texts, gate);
  }
  return gate;
}

const composed = new WeakMap<TownTexts, Map<string, LandingPageView>>();

/**
 * The landing page at a path (aliases included), or null when there is none. Composed once per
 * isolate and path (a few hundred paths at most): composing measured the distances to every
 * town, testimonial and project on each request, a sixth of a city page's render.
 */
export function landingPage(texts: TownTexts, path: string): LandingPageView | null {
  const spec = findLandingSpec(path);
  if (!spec) return null;
  let pages = composed.get(texts);
  if (!pages) {
    pages = new Map();
    composed.set(texts, pages);
  }
  let page = pages.get(path);
  if (!page) {
    page = composeLandingPage(spec, texts, landingGate(texts).get(spec.canonicalPath)?.passes ?? false);
    pages.set(path, page);
  }
  return page;
}

/** Landing pages fit for search engines: canonical and through the gate. */
export function indexableLandingSpecs(texts: TownTexts): LandingSpec[] {
  const verdicts = landingGate(texts);
  return canonicalLandingSpecs.filter((spec) => verdicts.get(spec.path)?.passes);
}
