import { business } from "../../content/business";
import { priceFacts } from "../../content/price-facts.built";
import type { Intent } from "./assistant";
import { GUTTER_PRICE, SIDING_PRICE, stormPage, townPage } from "./compose";
import { type Service, serviceIn } from "./intent";
import type { PlaceCheck } from "./places";

/**
 * What the assistant says where the intent decides it, not the site's search: who to call in
 * an emergency, what we do not do, whether we work in a place, the published price ranges.
 */

/** The published price ranges, from the one price model (content/prices.ts) the service pages also read. */
export const PRICE_FACTS = {
  roof: priceFacts.roof,
  windows: `${priceFacts.window} per window installed`,
  siding: priceFacts.siding,
  gutters: priceFacts.gutters,
  gutterGuards: priceFacts.gutterGuards,
} as const;

/** Whether we work in a place; in a town, the page of the service asked about there (the roofing page when none was, its storm page after a storm). */
export function placeSentence(place: PlaceCheck, service?: Service, storm = false): string {
  switch (place.kind) {
    case "zip":
      return place.state
        ? `Yes, ZIP code ${place.zip} is in ${place.state === "MD" ? "Maryland" : "Delaware"}, inside our service area.`
        : `Sorry, ZIP code ${place.zip} is outside our service area: we work in Maryland and Delaware only.`;
    case "out-of-area":
      return `Sorry, ${place.name} is outside our service area: we work in Maryland and Delaware only.`;
    case "in-area": {
      if (place.name === "Maryland" || place.name === "Delaware") return `Yes, we work across ${place.name}.`;
      const where = place.county
        ? `${place.name}, ${place.state} (${place.county})`
        : `${place.name}, ${place.state === "MD" ? "Maryland" : "Delaware"}`;
      // After a storm, the town's storm-damage page when it has one (Dover's, not its roofing page).
      const found = (storm && (service ?? "roof") === "roof" ? stormPage(place) : undefined) ?? townPage(service ?? "roof", place);
      const page = found ? ` Here is [${found.label}](${found.path}).` : "";
      return `Yes, we serve ${where}.${page}`;
    }
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function priceAnswer(service: Service | undefined): string {
  const roof = `For ${priceFacts.typicalHouse} here, an architectural shingle roof replacement often falls between ${PRICE_FACTS.roof}: ${priceFacts.storiesNote}. By the square, ${priceFacts.perSquare}. Pitch, layers to remove and decking repairs move the number, so try our [instant roof estimate](/roof-replacement-estimate).`;
  const windows = `A standard-size vinyl double-hung replacement window often runs roughly ${PRICE_FACTS.windows}; larger, specialty and full-frame windows cost more.`;
  const finance = ` Monthly [financing](/financing) is available too.`;
  switch (service) {
    case "roof":
      return roof + finance;
    case "windows":
      return `${windows} We give an exact written price after measuring.${finance}`;
    case "siding":
      return `${SIDING_PRICE} The written estimate after we measure is free.${finance}`;
    case "gutters":
      return `${GUTTER_PRICE} The written estimate after we measure is free.${finance}`;
    default:
      return `${roof} ${windows} ${capitalise(PRICE_FACTS.siding)}; seamless gutters run about ${PRICE_FACTS.gutters}.${finance}`;
  }
}

function smallTalk(text: string, phone: string): string {
  if (/^(thanks|thank you|thx)/.test(text)) return "You're welcome! Is there anything else I can help with?";
  if (/^(bye|goodbye|see you)/.test(text)) return `Thanks for stopping by. If anything comes up, we're at ${phone}, 24/7.`;
  if (/(bot|robot|human|real|who are you|who am i)/.test(text)) {
    return `I'm the ${business.name} assistant, an automated helper. I can answer questions and pass you to a person on our team whenever you like.`;
  }
  return `Hi! I'm the ${business.name} assistant. I can help with roofing, siding, windows, storm damage, estimates and booking. What can I do for you?`;
}

/** Said after an answer from the site, for intents whose next step is a visit or a guide. */
export const NEXT_STEPS: Partial<Record<Intent, string>> = {
  booking: "You can [book a free onsite consultation](/schedule) online.",
  inspection: "You can [pick a time](/schedule) for a free inspection.",
  quote: "Every estimate is free and written: [book a free onsite consultation](/schedule).",
  insurance: "We can meet your adjuster: see [what homeowners insurance covers](/insights/what-homeowners-insurance-covers-roof-damage).",
  storm_damage: "We inspect storm damage for free; be wary of door-knockers: read [how to spot storm chasers](/insights/storm-chasers).",
};

/** Answers the intent decides by itself: what to do next, who to call, what we do not do. */
export function fixedAnswer(intent: Intent, text: string, phone: string): string {
  switch (intent) {
    case "emergency":
      return `I'm sorry you're dealing with that. If water is coming in now, call our 24/7 emergency line at ${phone}: a crew can tarp the roof day or night. Meanwhile, move valuables away, catch the drip in a bucket and stay out from under any sagging ceiling. Our [emergency roof repair](/emergency-roof-repair) page has more first steps.`;
    case "complaint":
      return `I'm sorry to hear that. I'll pass this to our team so a manager can follow up with you personally. You can also call us at ${phone}.`;
    case "human":
      return `Of course. A person from our team can call you back, or you can reach us any time at ${phone}.`;
    case "booking":
      return "You can book a free onsite consultation at a time that suits you on our [scheduling page](/schedule). We inspect, measure and leave you a written estimate, with no obligation.";
    case "inspection":
      return "We inspect the roof surface, flashing, gutters and attic ventilation, then give you photos and a written summary, free of charge. Read [what to expect during a roof inspection](/insights/what-to-expect-roof-inspection), or [pick a time](/schedule).";
    case "quote": {
      const service = serviceIn(text);
      const quick =
        service === "roof" || service === undefined
          ? " For a roof, our [instant roof estimate](/roof-replacement-estimate) gives you a range in a minute."
          : "";
      return `Happy to help. Every estimate is free and written: we inspect and measure on site, then give you a line-by-line price. You can [book a free onsite consultation](/schedule).${quick}`;
    }
    case "pricing":
      return priceAnswer(serviceIn(text));
    case "service_area":
      return `We serve all of ${business.serviceArea}, from Baltimore, Annapolis and Frederick to Wilmington, Dover and Salisbury. Tell me your town or ZIP code and I'll check.`;
    case "hours":
      return `Our phone line is answered 24/7, so call ${phone} any time for an emergency. Estimates and inspections are by appointment: [pick a time that suits you](/schedule).`;
    case "contact_info":
      return "Thanks!";
    case "small_talk":
      return smallTalk(text, phone);
    case "out_of_scope":
      return "We focus on the outside of the house: roofing, siding, windows, gutters and storm damage, so we can't help with that one. If there's anything on the exterior, I'm happy to help.";
    case "insurance":
      return "Sudden storm damage such as wind or hail is often covered; wear and age usually are not, and an older roof may be paid at actual cash value. We document damage with photos and measurements and can meet your adjuster. Your insurer decides coverage, and we never offer to waive or cover a deductible. See [what homeowners insurance covers](/insights/what-homeowners-insurance-covers-roof-damage).";
    case "storm_damage":
      return `After a storm, check from the ground for missing or creased shingles, dented gutters and granules at the downspouts, but don't climb up. We inspect storm damage for free and tarp leaks 24/7 at ${phone}. Be wary of door-knockers: read [how to spot storm chasers](/insights/storm-chasers).`;
    default:
      return `I'm not sure I can answer that well, so I'll pass your question to a person on our team. You can also call us at ${phone}.`;
  }
}
