import { callbackHoursSetting, callbackPromise } from "../../../contracts/business-settings";
import type { SiteConfig } from "../../../contracts/site-config";
import { callBackBy, deadlineInWords } from "../../leads/acknowledge";

/**
 * The one place the chat promises a call-back: true at the hour it is said. With the office
 * hours configured it names the deadline in office hours ("by 10:00 AM on Monday, November 30");
 * without them, the configured promise with its placeholder. The clock-aware function that
 * answers "when will someone call?" is worker/leads/acknowledge.ts's today; when it moves to
 * contracts/, this import is the only one to change.
 */
export function callBackWhen(now: Date, config: Pick<SiteConfig, "officeHours" | "callbackHours" | "phone">): string {
  const hours = callbackHoursSetting(config.callbackHours) ?? 2;
  const by = config.officeHours ? callBackBy(now, config.officeHours, hours) : null;
  return by ? `${deadlineInWords(by, now)} (emergencies 24/7 at ${config.phone})` : callbackPromise(config);
}
