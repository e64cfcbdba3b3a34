import { business } from "../../content/business";
import { roofMaterials } from "../../content/estimate";
import { landingServices } from "../../content/landing/services";
import { financingCalculator } from "../../content/pages/financing";
import { priceFacts } from "../../content/prices";
import { type Assistant, type AssistantInput, type AssistantReply, CAPTURE_INTENTS, type Intent } from "./assistant";
import { checkPlace, type PlaceCheck } from "./places";

/**
 * The default assistant: no network, answers from content/. It reads the visitor's intent from
 * keywords, answers in a few sentences with links, and asks for contact details when the next
 * step needs a person. Prices come only from the ranges published on the site.
 */

type Service = "roof" | "siding" | "windows" | "gutters";

/** The published price ranges, from the one price model (content/prices.ts) the service pages also read. */
export const PRICE_FACTS = {
  roof: priceFacts.roof,
  windows: `${priceFacts.window} per window installed`,
} as const;

const has = (text: string, pattern: RegExp) => pattern.test(text);

const PATTERNS: readonly [Intent, RegExp][] = [
  [
    "emergency",
    /\b(emergency|urgent(ly)?|asap|right now|active leak|(water|rain)\b.{0,30}\b(coming|getting|running|pouring|dripping|leaking|seeping)\b|(coming|pouring|dripping) (in|through)|ceiling (is )?(wet|sagging|bulging|dripping|caving|collapsed|leaking)|tree (fell|fall(en)?|came down|on (my|the) (roof|house))|hole in (my|the) roof|(tore|torn|ripped|blew|blown)\b.{0,25}\broof off|roof (blew|blown|ripped|torn) off|leaking (now|badly|everywhere|into)|flood(ing|ed)|need a tarp|tarp (my|the))\b/,
  ],
  [
    "complaint",
    /\b(complain(t)?|unhappy|not happy|disappointed|dissatisfied|terrible|awful|horrible|poor (job|work|quality|workmanship)|sloppy|refund|(damaged|broke|ruined) my|still leak(s|ing)?|(nobody|no one|never) (has )?(returned|called|answered|got back|showed)|bad experience|unprofessional|warranty claim)\b/,
  ],
  [
    "human",
    /\b((speak|talk) (to|with) (a |an |the )?(real )?(person|human|someone|somebody|representative|rep|agent|manager|owner)|call me( back)?|have someone (call|contact)|real person|human being)\b/,
  ],
  [
    "inspection",
    /\b(inspect(ion|ed)?|look at (my|the) roof|check (out )?(my|the) roof|roof (check|assessment|evaluation)|evaluate (my|the))\b/,
  ],
  [
    "quote",
    /\b(quote|estimate|bid|proposal|need (a )?new (roof|siding|windows|gutters)|replac(e|ing) (my|our|the|all) (roof|siding|windows|gutters)|want (a )?new (roof|siding|windows))\b/,
  ],
  // Questions about reach come before booking: "19901, do you come out that far?"
  [
    "service_area",
    /\b(serve|serving|service area|(work|come|go|travel|do work|do jobs)( out)? (in|to|there|that far|out there)|cover|near me|my area|your area|located|where are you|how far|that far|over the line|out that way)\b/,
  ],
  [
    "booking",
    /\b(schedul(e|ing)|book(ing)?|appointment|set up a (time|visit|meeting)|come (out|by|over)|consultation|when can you|availability|available (this|next|on|tomorrow))\b/,
  ],
  [
    "insurance",
    /\b(insurance|insurer|claim|adjuster|deductible|actual cash value|acv|replacement cost|state farm|allstate|geico|usaa|nationwide|policy)\b/,
  ],
  [
    "storm_damage",
    /(storm|hail|wind damage|hurricane|nor'?easter|tornado|derecho|tree (damage|limb|branch)|(shingles|siding) (blew|came|fell) off|(lost|missing|blew off|blown off)\b.{0,25}\bshingles|shingles\b.{0,25}\b(wind|blew|blown)|in the wind|wind (took|blew|tore|ripped))/,
  ],
  ["pricing", /\b(cost|costs|price|prices|pricing|how much|expensive|cheap|afford|budget|per square|ballpark)\b/],
  ["financing", /\b(financ(e|ing)|payment plans?|monthly payments?|loans?|credit|pay over time|pay monthly|installments?|all at once)\b/],
  ["warranty", /\b(warrant(y|ies)|guarantee[ds]?)\b/],
  [
    "out_of_scope",
    /\b(plumb|hvac|furnace|heat pump|air condition|electric|kitchen|bathroom|flooring|carpet|interior paint|paint (the|my) (interior|walls|rooms)|pools?\b|landscap|driveway|pave|paving|concrete|fenc(e|ing)|basement waterproof|solar|pest|termite|mold remediation|drywall|appliance)/,
  ],
  [
    "services",
    /\b(what (services|do you do|work do you)|do you (guys |all |folks )?(do|install|fix|repair|offer|handle|work on|replace|put in|only do)|can you (fix|repair|install|replace)|commercial)\b/,
  ],
  ["hours", /\b(hours|open|closed|weekends?|saturdays?|sundays?|holidays?|24\/7|after hours|what time|answer the phone)\b/],
  [
    "materials",
    /\b(shingles?|asphalt|metal roof(ing|s)?|standing seam|slate|cedar|tpo|epdm|flat roof|vinyl|fiber cement|hardie|engineered wood|low-?e|double[- ]pane|triple[- ]pane|argon|casement|double[- ]hung|materials?|lifespan|how long (does|do|will) (a |the )?(roof|shingles|siding|windows) last)\b/,
  ],
  ["services", /\b(services|gutters?|siding|windows?|roof(ing|s)?|skylights?|soffits?|fascia|downspouts?|repairs?)\b/],
  [
    "small_talk",
    /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|thx|bye|goodbye|see you|how are you|ok|okay|cool|great|awesome|perfect|who are you|are you (a )?(bot|robot|human|real))\b/,
  ],
];

const AFFIRMATIVE = /^(yes|yeah|yep|sure|ok(ay)?|please|yes please|sounds good|go ahead|that would be great)[.!]*$/;

function serviceIn(text: string): Service | undefined {
  if (/\bgutters?|downspouts?\b/.test(text)) return "gutters";
  if (/\bsiding|vinyl|fiber cement|hardie\b/.test(text)) return "siding";
  if (/\bwindows?|low-?e|double[- ]hung|casement\b/.test(text)) return "windows";
  if (/\broof|shingles?|metal|slate|flat\b/.test(text)) return "roof";
  return undefined;
}

/** The visitor's intent: the first rule that matches, in order of urgency. */
function classify(message: string, history: AssistantInput["history"] = []): Intent {
  const text = message.toLowerCase().trim();
  const place = checkPlace(text);
  if (AFFIRMATIVE.test(text)) {
    const lastUser = [...history].reverse().find((m) => m.role === "user");
    const previous = lastUser ? classify(lastUser.content) : "small_talk";
    return CAPTURE_INTENTS.has(previous) ? previous : "small_talk";
  }
  for (const [intent, pattern] of PATTERNS) {
    if (intent === "out_of_scope" && serviceIn(text)) continue;
    // "Do you work in ..." asks about reach only when it names a place (or distance).
    if (
      intent === "service_area" &&
      !place &&
      !/\b(serve|service area|near me|my area|your area|located|where are you|how far|that far)\b/.test(text)
    )
      continue;
    if (intent === "small_talk" && text.split(/\s+/).length > 6) continue;
    if (has(text, pattern)) return intent;
  }
  if (place) return "service_area";
  if (/[\w.+-]+@[\w-]+\.\w+|\d{3}\D?\d{3}\D?\d{4}|\b(my name is|i'm|i am)\b/.test(text)) return "contact_info";
  return "unknown";
}

function placeSentence(place: PlaceCheck): string {
  switch (place.kind) {
    case "zip":
      return place.state
        ? `Yes, ZIP code ${place.zip} is in ${place.state === "MD" ? "Maryland" : "Delaware"}, inside our service area.`
        : `Sorry, ZIP code ${place.zip} is outside our service area: we work in Maryland and Delaware only.`;
    case "out-of-area":
      return `Sorry, ${place.name} is outside our service area: we work in Maryland and Delaware only.`;
    case "in-area": {
      const where = place.county
        ? `${place.name}, ${place.state} (${place.county})`
        : `${place.name}, ${place.state === "MD" ? "Maryland" : "Delaware"}`;
      const page = place.page ? ` Here is [our page for ${place.name}](${place.page}).` : "";
      return `Yes, we serve ${where}.${page}`;
    }
  }
}

function priceAnswer(service: Service | undefined): string {
  const roof = `For ${priceFacts.typicalHouse} here, an architectural shingle roof replacement often falls between ${PRICE_FACTS.roof}: ${priceFacts.storiesNote}. By the square, ${priceFacts.perSquare}. Pitch, layers to remove and decking repairs move the number, so try our [instant roof estimate](/roof-replacement-estimate).`;
  const windows = `A standard-size vinyl double-hung replacement window often runs roughly ${PRICE_FACTS.windows}; larger, specialty and full-frame windows cost more.`;
  const measured = (what: string) =>
    `${what} prices depend on the size of the job, the material and the trim work, so we don't quote a figure before measuring; the written estimate is free.`;
  const finance = ` Monthly [financing](/financing) is available too.`;
  switch (service) {
    case "roof":
      return roof + finance;
    case "windows":
      return `${windows} We give an exact written price after measuring.${finance}`;
    case "siding":
      return measured("Siding") + finance;
    case "gutters":
      return measured("Gutter") + finance;
    default:
      return `${roof} ${windows} Siding and gutters are priced after we measure.${finance}`;
  }
}

function materialsAnswer(text: string): string {
  const material = /metal|standing seam/.test(text)
    ? roofMaterials.find((m) => m.id === "metal-standing-seam")
    : /slate/.test(text)
      ? roofMaterials.find((m) => m.id === "synthetic-slate")
      : /flat|tpo|epdm/.test(text)
        ? roofMaterials.find((m) => m.id === "flat-tpo")
        : /three[- ]tab|3[- ]tab/.test(text)
          ? roofMaterials.find((m) => m.id === "asphalt-three-tab")
          : /shingle|asphalt|roof/.test(text)
            ? roofMaterials.find((m) => m.id === "asphalt-architectural")
            : undefined;
  if (material) {
    return `${material.label}: expect roughly ${material.lifespanYears} years. ${material.note} Our [roofing page](/roofing) compares the options, and our article on [asphalt shingle pros and cons](/insights/asphalt-shingles-pros-and-cons) goes deeper.`;
  }
  if (/siding|vinyl|fiber cement|hardie|engineered wood/.test(text))
    return `${landingServices.siding.faq.answer} See our [siding page](/siding).`;
  if (/window|glass|pane|low-?e|argon|casement|double[- ]hung/.test(text)) {
    return `We install ${landingServices.windows.steps[0]!.charAt(0).toLowerCase()}${landingServices.windows.steps[0]!.slice(1)} Every window carries an NFRC label so you can compare U-factor and solar heat gain. See our [windows page](/windows).`;
  }
  return "We install architectural asphalt shingles, standing seam metal, synthetic slate and flat-roof membranes, plus vinyl, fiber cement and engineered wood siding and energy-efficient windows. Tell me which part of the house you're thinking about and I'll say more.";
}

function servicesAnswer(text: string): string {
  switch (serviceIn(text)) {
    case "gutters":
      return `Yes, we install ${landingServices.gutter.phrase}: seamless aluminum runs formed on site, sized to the roof and pitched to the downspouts, with guards where trees are a problem.`;
    case "siding":
      return "Yes, we replace and repair siding: vinyl, insulated vinyl, fiber cement and engineered wood, with new house wrap, flashing and trim. See our [siding page](/siding).";
    case "windows":
      return "Yes, we replace windows and patio doors: double-hung, casement, sliders, bay and bow, with low-E glass. See our [windows page](/windows).";
    case "roof":
      return "Yes, roofing is our main trade: replacement, repairs, inspections and storm damage on shingle, metal and flat roofs, for homes and commercial buildings. See our [roofing page](/roofing).";
    default:
      return `We handle the whole exterior: [roofing](/roofing) (replacement, repair and inspections), [siding](/siding), [windows](/windows), gutters and storm damage, for homes and commercial buildings across ${business.serviceArea}.`;
  }
}

function smallTalk(text: string, phone: string): string {
  if (/^(thanks|thank you|thx)/.test(text)) return "You're welcome! Is there anything else I can help with?";
  if (/^(bye|goodbye|see you)/.test(text)) return `Thanks for stopping by. If anything comes up, we're at ${phone}, 24/7.`;
  if (/(bot|robot|human|real|who are you)/.test(text)) {
    return `I'm the ${business.name} assistant, an automated helper. I can answer questions and pass you to a person on our team whenever you like.`;
  }
  return `Hi! I'm the ${business.name} assistant. I can help with roofing, siding, windows, storm damage, estimates and booking. What can I do for you?`;
}

function answer(intent: Intent, text: string, input: AssistantInput): string {
  const { phone } = input;
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
      return "We inspect the roof surface, flashing, gutters and attic ventilation, then give you photos and a written summary, at no cost. Read [what to expect during a roof inspection](/insights/what-to-expect-roof-inspection), or [pick a time](/schedule).";
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
    case "insurance":
      return "Sudden storm damage such as wind or hail is often covered; wear and age usually are not, and an older roof may be paid at actual cash value. We document damage with photos and measurements and can meet your adjuster. Your insurer decides coverage, and we never offer to waive or cover a deductible. See [what homeowners insurance covers](/insights/what-homeowners-insurance-covers-roof-damage) and [actual cash value vs. replacement cost](/insights/actual-cash-value-vs-replacement-cost).";
    case "storm_damage":
      return `After a storm, check from the ground for missing or creased shingles, dented gutters and granules at the downspouts, but don't climb up. We inspect storm damage for free and tarp leaks 24/7 at ${phone}. Be wary of door-knockers: read [how to spot storm chasers](/insights/storm-chasers).`;
    case "financing": {
      const terms = financingCalculator.terms;
      return `Yes, we offer financing for roofing, siding and windows through lending partners, subject to credit approval, with terms from ${terms[0]} to ${terms.at(-1)} months. Try the payment calculator on our [financing page](/financing). Watch deferred-interest offers: a balance left when the promotion ends can be charged interest from the start.`;
    }
    case "warranty":
      return `Our work is backed by a ${business.warrantyYears} year warranty, and the materials carry their own manufacturer warranty; we hold a shingle-manufacturer top-contractor certification. See [why roofing warranties matter](/insights/why-roofing-warranties-matter) and [how to read a roof warranty](/insights/reading-a-roof-warranty).`;
    case "materials":
      return materialsAnswer(text);
    case "services":
      return servicesAnswer(text);
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
    case "unknown":
      return `I'm not sure I can answer that well, so I'll pass your question to a person on our team. You can also call us at ${phone}.`;
  }
}

/** Said once after the lead is captured, not at the end of every answer that follows. */
export const ALREADY_CAPTURED = "We already have your details, so our team will be in touch within 2 hours.";

/** What to say about contact details, given what we already have (and what the chat has said). */
function contactAsk(input: AssistantInput, intent: Intent): string {
  if (input.leadCaptured) {
    const said = input.history.some((message) => message.role === "assistant" && message.content.includes(ALREADY_CAPTURED));
    return said ? "" : ` ${ALREADY_CAPTURED}`;
  }
  const { firstName, email, phone } = input.contact;
  const missing = [!firstName ? "your name" : "", !email ? "e-mail" : "", !phone ? "phone number" : ""].filter(Boolean);
  const hello = firstName ? `Thanks, ${firstName}. ` : "";
  if (intent === "emergency") return ` ${hello}Leave your details in the form below and we'll call you right back.`;
  if (missing.length === 0) return ` ${hello}Please confirm your details in the form below and our team will reach out within 2 hours.`;
  return ` ${hello}Please share ${missing.join(", ").replace(/, ([^,]*)$/, " and $1")} in the form below, and our team will reach out within 2 hours.`;
}

export const localAssistant: Assistant = {
  name: "local",
  async reply(input: AssistantInput): Promise<AssistantReply> {
    const text = input.message.toLowerCase();
    const intent = classify(input.message, input.history);
    const place = checkPlace(text);
    let response = intent === "service_area" && place ? placeSentence(place) : answer(intent, text, input);
    if (place && intent !== "service_area") response += ` ${placeSentence(place)}`;
    const outOfArea = place?.kind === "out-of-area" || (place?.kind === "zip" && place.state === null);
    const needsLeadCapture = CAPTURE_INTENTS.has(intent) && !input.leadCaptured && !outOfArea;
    if (CAPTURE_INTENTS.has(intent) && !outOfArea)
      response = intent === "contact_info" ? contactAsk(input, intent).trim() || response : response + contactAsk(input, intent);
    return { response, intent, needsLeadCapture };
  },
};
