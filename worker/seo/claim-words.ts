/**
 * The words that make a claim about the business (licensed, insured, bonded, certified, since,
 * years, projects, rating, warranty, pricing, crews, response times, family business, free
 * inspection, 24/7), as a reader meets them on a page, in an e-mail, on a share image or in the
 * chat. The claims test (claims.test.ts) finds them in everything the site shows and fails on any
 * that is not one of the registry's own wordings (content/business.ts `claims`).
 *
 * Patterns are phrase-level: "Fully Insured" and "licensed, insured contractor" are claims; "hire a
 * licensed contractor" and "ENERGY STAR certified windows" are not. What still matches but speaks
 * of something else (a town's history "since 1970", a storm chaser's "free roof inspection") is
 * listed in GENERIC_PHRASES with the reason, so every exception is written down. A warranty is
 * claimed by its term or reach ("25-year", "lifetime", "on all work"); "our warranty terms" points
 * at /warranty, whose terms are marked as a sample until the owner's are written.
 */
export const CLAIM_WORDS: readonly (readonly [kind: string, pattern: RegExp])[] = [
  [
    "licensed",
    /\b(fully|we(?:'re| are)|is)\s+licensed\b|\blicensed(?:,| and| &)\s+(?:and\s+)?(?:insured|bonded)\b|\blicensed\s+(?:crews?|installers?|roofers?|MD|in (?:MD|Maryland))\b/gi,
  ],
  ["insured", /\bfully\s+insured\b|\binsured\s+(?:crews?|contractor|team|installers?)\b|\bwe(?:'re| are)\s+(?:\w+\s+){0,3}insured\b/gi],
  ["bonded", /\b(?:fully|we(?:'re| are)|licensed,? (?:and )?)\s*bonded\b|\bbonded (?:and|&) insured\b/gi],
  [
    "certified",
    /\bcertified\s+(?:installers?|crews?|roofers?)\b|\btop[- ](?:tier|contractor)\b|\b(?:we|our company|the company)\b[^.]{0,40}\bcertifi(?:ed|cation)\b/gi,
  ],
  ["since", /\b(?:since|founded(?: in)?|established(?: in)?|est\.)\s+(?:19|20)\d\d\b/gi],
  ["years", /\b\d+\+\s+years\b|\b\d+\s+years?\s+(?:of experience|in business|experience)\b|\bthirty years\b/gi],
  [
    "projects",
    /\b\d[\d,.]*K?\+\s+(?:projects|jobs|homes|roofs|customers)\b|\b(?:over|more than)\s+[\d,]+\s+(?:projects|jobs|homes|roofs|satisfied|customers)\b|\bsatisfied customers\b|\bprojects completed\b/gi,
  ],
  ["rating", /\b[1-5]\.\d\s+(?:from|out of|stars?)\b|\brated\s+[1-5]\.\d\b|\bA\+\s*(?:rating|accredit\w*)\b|\bBBB\b|\baccredited\b/gi],
  [
    "warranty",
    /\b\d+[- ]years?\s+(?:\w+\s+)?warrant(?:y|ies)\b|\b(?:we offer|we give)\s+(?:an?\s+)?(?:\w+\s+){0,2}warranty\b|\blifetime warranty\b|\bwarranty on (?:all|every)\b/gi,
  ],
  ["pricing", /\bbest prices?\b|\bvolume[- ]based\b|\blowest prices?\b|\bprice match\w*\b|\bwholesale pric\w*\b/gi],
  ["crews", /\b(?:our|own)\s+(?:installation\s+)?crews?\b|\bcrews?\s+(?:based|answer\w*|across)\b|\bsupervisor\b/gi],
  [
    "response time",
    /\bwithin\s+\d+\s+(?:business\s+|office\s+)?(?:hours?|minutes?)\b|\bsame[- ]day\b|\bday or night\b|\brapid\b|\b(?:call|reach|answer|respond)\w*\s+(?:you\s+)?right away\b|\bwithin 24 hours\b/gi,
  ],
  ["family business", /\bfamily[- ](?:business|owned|run|company)\b/gi],
  ["free inspection", /\bfree\s+(?:roof\s+)?inspections?\b/gi],
  ["24/7", /24\/7|\b24 hours a day\b|\baround the clock\b|\bany hour\b/gi],
];

/**
 * Phrases that match a claim word but make no claim about this business: each with why. A match
 * inside one of these is not a claim.
 */
export const GENERIC_PHRASES: readonly (readonly [phrase: string, why: string])[] = [
  ["grown several times over since 1970", "a town's history"],
  ["Communities Initiative since 2009", "a town's history (the Army's housing)"],
  ["heavily repaired since 2003", "a town's history (Hurricane Isabel)"],
  ["established in 1917", "a town's history"],
  ["same-day contracts", "advice about storm chasers"],
  ["same-day pressure", "advice about storm chasers"],
  ["sign the same day", "advice about storm chasers"],
  ["same-day visits are by phone only", "the booking rule: online bookings start the next day"],
  ["same-day contract", "advice about storm chasers"],
  ['"free roof inspection."', "quoting a storm chaser's offer"],
  ['free roof inspection." Some of them', "quoting a storm chaser's offer"],
  ['"Our crew is only here this week"', "quoting a storm chaser's line"],
  ["Same-day visits are by phone only", "the booking rule: online bookings start the next day"],
  ["emailed me copies the same day", "a sample testimonial about paperwork, not a response time"],
  ["usually require a certified installer", "advice about manufacturers' warranties"],
  ["Same day or next", "an article's timeline of what a homeowner does after a storm"],
  ["may come the same day or a few days later", "an article about inspections in general"],
];
