import type { LeadDetailAnswer } from "../../../contracts/admin";
import { CHANNEL_LABELS, type Channel, NOT_RECORDED } from "../../../contracts/sources";
import type { Touch } from "../../../contracts/touch";
import { formatWhen } from "./admin-frame";

type Lead = LeadDetailAnswer["lead"];

const CLICK_IDS = [
  ["gclid", "Google Ads click"],
  ["gbraid", "Google Ads click (iOS app)"],
  ["wbraid", "Google Ads click (iOS web)"],
  ["msclkid", "Microsoft Ads click"],
  ["fbclid", "Facebook click"],
] as const;

function TouchFacts({ title, id, channel, touch }: { title: string; id: string; channel: Channel | null; touch: Touch | null }) {
  const tags = [touch?.utm_source, touch?.utm_medium].filter(Boolean).join(" / ");
  const facts: [string, string | undefined][] = [
    ["Channel", channel ? CHANNEL_LABELS[channel] : NOT_RECORDED],
    ["Landing page", touch?.landing],
    ["Came from", touch?.referrer],
    ["Campaign", touch?.utm_campaign],
    ["Source / medium", tags || undefined],
    ["Keyword", touch?.utm_term],
    ["Ad content", touch?.utm_content],
    ...CLICK_IDS.map(([key, label]): [string, string | undefined] => [label, touch?.[key]]),
    ["Visit started", touch ? formatWhen(touch.at) : undefined],
  ];
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id}>
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <dl className="mt-1 divide-y divide-slate-100 text-sm">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="grid grid-cols-5 gap-2 py-1">
              <dt className="col-span-2 font-semibold text-slate-600">{label}</dt>
              <dd className="col-span-3 break-words text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** The lead page's "Where this lead came from": the visitor's first touch and the visit that became the lead. */
export function LeadSources({ lead }: { lead: Lead }) {
  if (!lead.firstTouch && !lead.lastTouch) {
    return <p className="text-sm text-slate-600">{NOT_RECORDED}: the visitor's browser sent no visit details with this lead.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TouchFacts title="First touch" id="first-touch" channel={lead.firstChannel} touch={lead.firstTouch} />
      <TouchFacts title="Last touch (this visit)" id="last-touch" channel={lead.lastChannel} touch={lead.lastTouch} />
    </div>
  );
}
