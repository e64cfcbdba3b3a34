import type { LandingPageView } from "../../client/lib/landing-page";
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
        text: landingBodyText(composeLandingPage(spec, texts)),
      })),
    );
    gates.set(texts, gate);
  }
  return gate;
}

/** The landing page at a path (aliases included), or null when there is none. */
export function landingPage(texts: TownTexts, path: string): LandingPageView | null {
  const spec = findLandingSpec(path);
  if (!spec) return null;
  return composeLandingPage(spec, texts, landingGate(texts).get(spec.canonicalPath)?.passes ?? false);
}

/** Landing pages fit for search engines: canonical and through the gate. */
export function indexableLandingSpecs(texts: TownTexts): LandingSpec[] {
  const verdicts = landingGate(texts);
  return canonicalLandingSpecs.filter((spec) => verdicts.get(spec.path)?.passes);
}
