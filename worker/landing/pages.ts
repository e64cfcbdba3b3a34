import type { LandingPageView } from "../../client/lib/landing-page";
import { canonicalLandingSpecs, findLandingSpec, type LandingSpec } from "./catalogue";
import { composeLandingPage, landingBodyText } from "./compose";
import { type GateResult, runQualityGate } from "./quality";

let gate: Map<string, GateResult> | undefined;

/** The quality gate's verdict on every canonical landing page, worked out once per isolate. */
export function landingGate(): Map<string, GateResult> {
  gate ??= runQualityGate(
    canonicalLandingSpecs.map((spec) => ({
      path: spec.path,
      group: spec.service,
      town: spec.locality,
      text: landingBodyText(composeLandingPage(spec)),
    })),
  );
  return gate;
}

/** The landing page at a path (aliases included), or null when there is none. */
export function landingPage(path: string): LandingPageView | null {
  const spec = findLandingSpec(path);
  if (!spec) return null;
  return composeLandingPage(spec, landingGate().get(spec.canonicalPath)?.passes ?? false);
}

/** Landing pages fit for search engines: canonical and through the gate. */
export function indexableLandingSpecs(): LandingSpec[] {
  const verdicts = landingGate();
  return canonicalLandingSpecs.filter((spec) => verdicts.get(spec.path)?.passes);
}
