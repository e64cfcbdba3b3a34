import { TOUCH_PARAMS } from "../../contracts/touch";
import type { Lead } from "../leads/queries";

/**
 * The lead export's attribution columns (docs/decisions/022a): for the first and the last touch,
 * its channel, landing page, referring host, UTM tags, ad click ids ("gclid=...; msclkid=...")
 * and when that visit started. Empty for leads that carry no attribution.
 */

const UTM = ["source", "medium", "campaign", "term", "content"] as const;
const CLICK_IDS = TOUCH_PARAMS.filter((param) => !param.startsWith("utm_"));

interface AttributionColumn {
  header: string;
  value(lead: Lead): string;
}

function touchColumns(which: "First" | "Last", localTime: (iso: string | null | undefined) => string): AttributionColumn[] {
  const touch = (lead: Lead) => (which === "First" ? lead.firstTouch : lead.lastTouch);
  return [
    { header: `${which} channel`, value: (lead) => (which === "First" ? lead.firstChannel : lead.lastChannel) ?? "" },
    { header: `${which} landing page`, value: (lead) => touch(lead)?.landing ?? "" },
    { header: `${which} referrer`, value: (lead) => touch(lead)?.referrer ?? "" },
    ...UTM.map((tag) => ({ header: `${which} UTM ${tag}`, value: (lead: Lead) => touch(lead)?.[`utm_${tag}`] ?? "" })),
    {
      header: `${which} ad click ids`,
      value: (lead) =>
        CLICK_IDS.filter((param) => touch(lead)?.[param])
          .map((param) => `${param}=${touch(lead)?.[param]}`)
          .join("; "),
    },
    { header: `${which} visit at`, value: (lead) => localTime(touch(lead)?.at) },
  ];
}

/** The columns of both touches, their times written like the export's others. */
export function attributionColumns(localTime: (iso: string | null | undefined) => string): AttributionColumn[] {
  return [...touchColumns("First", localTime), ...touchColumns("Last", localTime)];
}
