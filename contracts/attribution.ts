import { DEVICES, EVENT_NAMES, EVENTS_PER_BEACON, VITAL_MAX, VITALS_PER_BEACON } from "./beacon-limits";
import { plausibleTouchTime, TOUCH_LIMITS, type Touch } from "./touch";
import { VITAL_NAMES, VITAL_RATINGS } from "./vitals";
import { z } from "./z";

export { DEVICES, type Device, EVENT_NAMES, type EventName } from "./beacon-limits";

/**
 * The attribution every lead-creating call carries, and the visit counter's beacon, as the
 * worker checks them: known keys only, bounded lengths, no control characters
 * (docs/decisions/022a-attribution-and-channels.md). The browser builds both within these limits
 * (contracts/touch.ts), so a visitor's lead is never refused for its attribution.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const path = z
  .string()
  .max(TOUCH_LIMITS.landing)
  .regex(/^\/\S*$/, "A path such as /roofing");

const param = z.string().max(TOUCH_LIMITS.param).regex(NO_CONTROL).optional();

/** One touch; its parameters are TOUCH_PARAMS, each as its own key. */
export const touchSchema = z.strictObject({
  // A made-up year (0000, 9999) or a time ahead of now is refused (contracts/touch.ts).
  at: z.iso.datetime().refine((at) => plausibleTouchTime(at, Date.now()), "The visit's time is not plausible"),
  landing: path,
  referrer: z
    .string()
    .max(TOUCH_LIMITS.referrer)
    .regex(/^[a-z0-9.-]+$/, "A host name such as www.google.com")
    .optional(),
  utm_source: param,
  utm_medium: param,
  utm_campaign: param,
  utm_term: param,
  utm_content: param,
  gclid: param,
  gbraid: param,
  wbraid: param,
  msclkid: param,
  fbclid: param,
} satisfies Record<keyof Touch, z.ZodType>);

/** First touch (90 days) and last touch (this visit); optional on every lead-creating request. */
export const attributionSchema = z.strictObject({ first: touchSchema, last: touchSchema }, { error: "The attribution is not valid" });

/** POST /api/events: one beacon of the visit counter. */
export const eventBatchSchema = z.strictObject({
  touch: touchSchema.optional(),
  device: z.enum(DEVICES),
  /**
   * The page's script nonce, sent with a visit from a tagged link: the worker's proof that it
   * served this page for the visit's campaign (worker/security/page-proof.ts).
   */
  proof: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9+/_=-]+$/, "The page's nonce")
    .optional(),
  events: z
    .array(z.strictObject({ name: z.enum(EVENT_NAMES), path }))
    .min(1)
    .max(EVENTS_PER_BEACON),
});
export type EventBatch = z.output<typeof eventBatchSchema>;

/**
 * One Core Web Vital of a page load, as client/lib/attribution/web-vitals.ts beacons it: the
 * metric, its value (milliseconds; CLS has no unit), the browser's rating (the worker rates the
 * percentiles itself) and the path the page was loaded at.
 */
const vitalSchema = z.strictObject({
  name: z.enum(VITAL_NAMES),
  value: z.number().min(0).max(VITAL_MAX),
  rating: z.enum(VITAL_RATINGS),
  path,
});
export type Vital = z.output<typeof vitalSchema>;

/** POST /api/events: one beacon of the speed measurement, apart from the visit counter's (told apart by its `vitals`). */
export const vitalsBatchSchema = z.strictObject({
  vitals: z.array(vitalSchema).min(1).max(VITALS_PER_BEACON),
});
export type VitalsBatch = z.output<typeof vitalsBatchSchema>;
