import { callbackAt } from "../../../contracts/callback";
import type { SiteConfig } from "../../../contracts/site-config";

/**
 * The one place the chat promises a call-back: contracts/callback.ts's answer at this hour (the
 * one clock every surface promises from), with the emergency number beside it. With the office
 * hours configured it names the deadline in office hours ("by 10 a.m. Monday"); without them, the
 * configured promise during office hours.
 */
export function callBackWhen(now: Date, config: Pick<SiteConfig, "officeHours" | "callbackHours" | "phone" | "claimsConfirmed">): string {
  return `${callbackAt(now, config).when} (for an emergency, call ${config.phone} now)`;
}
