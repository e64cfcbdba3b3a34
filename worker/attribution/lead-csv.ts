import { TOUCH_PARAMS, type Touch } from "../../client/lib/attribution/touch";
import type { Lead } from "../leads/queries";

/**
 * The lead export's attribution columns (docs/decisions/022a): for the first and the last touch,
 * its channel, landing page, referring host, UTM tags, ad click ids ("gclid=...; msclkid=...")
 * and when that visit started. Empty for leads that carry no attribution.
 */

const UTM = ["source", "medium", "campaign", "term", "content"] as const;
const CLICK_IDS = TOUCH_PARAMS.filter((param) => !param.startsWith("utm_"));

const touchHeader = (which: "first" | "last") => [
  `${which}Channel`,
  `${which}Landing`,
  `${which}Referrer`,
  ...UTM.map((tag) => `${which}${tag[0]!.toUpperCase()}${tag.slice(1)}`),
  `${which}ClickIds`,
  `${which}At`,
];

export const ATTRIBUTION_CSV_HEADER: readonly string[] = [...touchHeader("first"), ...touchHeader("last")];

function touchCells(channel: string | null, touch: Touch | null): unknown[] {
  return [
    channel ?? "",
    touch?.landing ?? "",
    touch?.referrer ?? "",
    ...UTM.map((tag) => touch?.[`utm_${tag}`] ?? ""),
    CLICK_IDS.filter((param) => touch?.[param])
      .map((param) => `${param}=${touch?.[param]}`)
      .join("; "),
    touch?.at ?? "",
  ];
}

export function attributionCells(lead: Lead): unknown[] {
  return [...touchCells(lead.firstChannel, lead.firstTouch), ...touchCells(lead.lastChannel, lead.lastTouch)];
}
