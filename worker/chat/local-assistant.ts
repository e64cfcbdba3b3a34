import { business } from "../../content/business";
import { type Assistant, type AssistantInput, type AssistantReply, CAPTURE_INTENTS, type Intent } from "./assistant";
import { answerFromSite } from "./knowledge/condense";
import type { KnowledgeIndex } from "./knowledge/index";
import type { Passage } from "./knowledge/passage";
import { siteKnowledge } from "./knowledge/site-knowledge";
import { termsOf } from "./knowledge/terms";
import { checkPlace, type PlaceCheck } from "./places";

/**
 * The default assistant: no network, answers from content/. It reads the visitor's intent from
 * keywords, answers in a few sentences with links, and asks for contact details when the next
 * step needs a person. Prices come only from the ranges published on the site.
 */

type Service = "roof" | "siding" | "windows" | "gutters";

/** Published price ranges (content/pages/roofing.ts, content/pages/windows.ts); a test keeps them in step. */
export const PRICE_FACTS = {
  roof: "$12,000 and $25,000",
  windows: "$700 to $1,500 per window installed",
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
    /\b(quote|estimate|bid|proposal|(need|want|looking) (to (get|have|put in) )?(a )?new (roof|siding|windows|gutters)|replac(e|ing) (my|our|the|all) (roof|siding|windows|gutters)|want (a )?new (roof|siding|windows))\b/,
  ],
  // Questions about reach come before booking: "19901, do you come out that far?"
  [
    "service_area",
    /\b(serve|serving|service area|(work|come|go|travel|do work|do jobs)( out)? (in|to|there|that far|out there)|cover|near me|my area|your area|located|where are you|how far(?! (out|ahead|in advance))|that far|over the line|out that way)\b/,
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
  ["pricing", /\b(run (me|us)|cost|costs|price|prices|pricing|how much|expensive|cheap|afford|budget|per square|ballpark)\b/],
  ["financing", /\b(financ(e|ing)|payment plans?|monthly payments?|loans?|credit|pay over time|pay monthly|installments?|all at once)\b/],
  ["warranty", /\b(warrant(y|ies)|guarantee[ds]?)\b/],
  [
    "out_of_scope",
    /\b(plumb|hvac|furnace|heat pump|air condition|electric|kitchen|bathroom|flooring|carpet|interior paint|paint (the|my) (interior|walls|rooms)|pools?\b|landscap|driveway|pave|paving|concrete|fenc(e|ing)|basement waterproof|solar|pest|termite|mold remediation|drywall|appliance|\bac\b|a\/c|(build|new|replace|stain|repair) (a |my |the |our )?(deck|patio|porch)\b|paint(ing)? (the )?inside|inside of (the |my )?house|tree (removal|service|trimming|cutting)|remove (a |the |my )?tree|hardwood|floors?\b|faucet|pipes?\b|toilet)/,
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
  if (/^(are|r) (you|u) (a |an )?(real|human|bot|robot|person|machine|ai)\b/.test(text)) return "small_talk";
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
  // A message that names a place and little else asks whether we work there.
  if (place && termsOf(text.replace(placeWords(place), " ")).length === 0) return "service_area";
  if (/[\w.+-]+@[\w-]+\.\w+|\d{3}\D?\d{3}\D?\d{4}|\b(my name is|i'm|i am)\b/.test(text)) return "contact_info";
  return "unknown";
}

/** The words that name a place in a message, its state included ("frederick md"). */
const placeWords = (place: PlaceCheck) =>
  new RegExp(`\\b(${place.kind === "zip" ? place.zip : place.name.toLowerCase()}|md|de|maryland|delaware|zip|code)\\b`, "g");

function placeSentence(place: PlaceCheck): string {
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
      const page = place.page ? ` Here is [our page for ${place.name}](${place.page}).` : "";
      return `Yes, we serve ${where}.${page}`;
    }
  }
}

function priceAnswer(service: Service | undefined): string {
  const roof = `For a typical single-family home here, an architectural shingle roof replacement often falls between ${PRICE_FACTS.roof}; standing seam metal usually costs two to three times as much. Size, pitch, layers to remove and decking repairs move the number, so try our [instant roof estimate](/roof-replacement-estimate).`;
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

function smallTalk(text: string, phone: string): string {
  if (/^(thanks|thank you|thx)/.test(text)) return "You're welcome! Is there anything else I can help with?";
  if (/^(bye|goodbye|see you)/.test(text)) return `Thanks for stopping by. If anything comes up, we're at ${phone}, 24/7.`;
  if (/(bot|robot|human|real|who are you)/.test(text)) {
    return `I'm the ${business.name} assistant, an automated helper. I can answer questions and pass you to a person on our team whenever you like.`;
  }
  return `Hi! I'm the ${business.name} assistant. I can help with roofing, siding, windows, storm damage, estimates and booking. What can I do for you?`;
}

/** Answers the intent decides by itself: what to do next, who to call, what we do not do. */
function fixedAnswer(intent: Intent, text: string, phone: string): string {
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

/** Intents the site's own words answer best (the index), falling back to a person when it says nothing. */
const FROM_THE_SITE: ReadonlySet<Intent> = new Set([
  "insurance",
  "storm_damage",
  "financing",
  "warranty",
  "materials",
  "services",
  "unknown",
]);
/** Intents with a next step (a visit, a price), where a question of detail is answered from the site first. */
const NEXT_STEPS: Partial<Record<Intent, string>> = {
  booking: "You can [book a free onsite consultation](/schedule) online.",
  inspection: "You can [pick a time](/schedule) for a free inspection.",
  quote: "Every estimate is free and written: [book a free onsite consultation](/schedule).",
};
const ASKS = /^(how|what|whats|what's|when|where|which|why|who|do|does|is|are|can|could|will|would|should|did)\b|\?/;

/**
 * What a question answered from the site was about: a business fact is just a question; an
 * answer from a page about insurance claims or storm damage makes the conversation about that.
 */
function siteIntent(intent: Intent, passages: readonly Passage[]): Intent {
  if (passages.every((passage) => passage.kind === "fact")) return CAPTURE_INTENTS.has(intent) ? "question" : intent;
  if (intent !== "unknown") return intent;
  const topic = classify(`${passages[0]!.title}. ${passages[0]!.heading}`.toLowerCase());
  return topic === "insurance" || topic === "storm_damage" ? topic : "question";
}

/** The answer to the message: from the site where it speaks to it, else what the intent decides. */
function answer(intent: Intent, text: string, input: AssistantInput, index: KnowledgeIndex): { response: string; intent: Intent } {
  const { phone } = input;
  // The price of a named service comes from the published ranges (priceAnswer); other money questions from the site.
  if (FROM_THE_SITE.has(intent) || (intent === "pricing" && !serviceIn(text))) {
    const site = answerFromSite(index, input.message, phone);
    if (site && !(intent === "pricing" && site.text.includes("$")))
      return { response: site.text, intent: siteIntent(intent, site.passages) };
    // Nothing on the site: what the intent itself decides, or a person.
    const fallback = intent === "pricing" || intent === "insurance" || intent === "storm_damage" ? intent : "unknown";
    return { response: fixedAnswer(fallback, text, phone), intent: fallback };
  }
  const next = NEXT_STEPS[intent];
  if (next !== undefined && ASKS.test(text)) {
    const site = answerFromSite(index, input.message, phone);
    if (site) return { response: site.text.includes("](/schedule)") || !next ? site.text : `${site.text} ${next}`, intent };
  }
  return { response: fixedAnswer(intent, text, phone), intent };
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

/** Attempts to rewrite the assistant's instructions: such sentences are set aside, never followed. */
const INJECTION =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|previous|above|guidelines)\b|\bsystem prompt\b|\byou are now\b|\bpretend (you are|you're|to be)\b|\bact as (a|an)\b|\brepeat the (text|words|instructions|prompt)\b|\bjailbreak\b|\bdeveloper mode\b|^\s*(system|assistant|developer)\s*:|<\/?(user|system|assistant)>|\bapi key\b|\bauthori[sz]e you\b|\b(write|compose) (me )?(a |an )?(poem|song|story|essay|haiku)\b|\bnew policy\b/i;

/** The message without sentences that try to instruct the assistant, and whether there were any. */
function withoutInstructions(message: string): { message: string; injected: boolean } {
  const sentences = message.split(/(?<=[.!?\n])\s+/);
  const kept = sentences.filter((sentence) => !INJECTION.test(sentence));
  return { message: kept.join(" ").trim(), injected: kept.length < sentences.length };
}

const REFUSAL = "I can only help with questions about our roofing, siding and window work, answered from what our site says.";

export const localAssistant: Assistant = {
  name: "local",
  async reply(input: AssistantInput): Promise<AssistantReply> {
    const { message, injected } = withoutInstructions(input.message);
    if (injected && (!message || classify(message, input.history) === "unknown"))
      return { response: REFUSAL, intent: "out_of_scope", needsLeadCapture: false };
    const index = input.knowledge ?? (await siteKnowledge(undefined));
    const text = message.toLowerCase();
    const place = checkPlace(text);
    const found = answer(classify(message, input.history), text, { ...input, message }, index);
    // Nothing the site says, but a place: whether we work there is what we can answer.
    const intent = found.intent === "unknown" && place ? "service_area" : found.intent;
    let response = intent === "service_area" && place ? placeSentence(place) : found.response;
    if (place && intent !== "service_area") response += ` ${placeSentence(place)}`;
    if (injected) response = `${REFUSAL} ${response}`;
    const outOfArea = place?.kind === "out-of-area" || (place?.kind === "zip" && place.state === null);
    const needsLeadCapture = CAPTURE_INTENTS.has(intent) && !input.leadCaptured && !outOfArea;
    if (CAPTURE_INTENTS.has(intent) && !outOfArea)
      response = intent === "contact_info" ? contactAsk(input, intent).trim() || response : response + contactAsk(input, intent);
    return { response, intent, needsLeadCapture };
  },
};
