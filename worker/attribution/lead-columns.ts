import type { Attribution } from "../../contracts/touch";
import type { leads } from "../db/schema";
import { channelOf } from "./channel";

type AttributionColumns = Pick<typeof leads.$inferInsert, "firstTouch" | "lastTouch" | "firstChannel" | "lastChannel">;

/**
 * A lead's attribution columns: both touches as the browser sent them (already checked by
 * attributionSchema) and the channel of each. Every lead-creating path stores it through here
 * (worker/leads/intake.ts leadRow); without attribution the columns stay null.
 */
export function attributionColumns(attribution: Attribution | undefined): AttributionColumns {
  if (!attribution) return {};
  return {
    firstTouch: attribution.first,
    lastTouch: attribution.last,
    firstChannel: channelOf(attribution.first),
    lastChannel: channelOf(attribution.last),
  };
}
