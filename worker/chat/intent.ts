import { type AssistantInput, CAPTURE_INTENTS, type Intent } from "./assistant";
import { extractContact } from "./extract";
import { termsOf } from "./knowledge/terms";
import { checkPlace, type PlaceCheck } from "./places";
import { isUrgent } from "./understand";

/**
 * What a visitor wants, read from their words: the first rule that matches, in order of
 * urgency. A question the site's pages answer is told apart from a wish for a visit or a price:
 * "Do I need a permit to replace my roof?" asks about a permit, "I need to replace my roof" asks
 * for an estimate.
 */

export type Service = "roof" | "siding" | "windows" | "gutters";

/** A sentence that asks something: it opens with a question word or ends with a question mark. */
export const ASKS =
  /(^|[,.;:!?]\s*|\s-\s*)(how|what|whats|what's|when|where|which|why|who|whose|do|does|is|are|can|could|will|would|should|did|any)\b|\?/;

/** Words before a wish that make it a question about it ("do I need to", "how do I know if"). */
const ASKED_ABOUT =
  /\b(do|does|did|should|may|must|if|whether|how|what|which|why|who|where|when|before|after|is|are|can (i|we)|could (i|we)|would (i|we)|will (i|we))\b[^,.;?!]*$/;

/** "I need a new roof", "replace our windows": a wish for the work, so an estimate. */
const WANTS_THE_WORK =
  /\b((need|want|looking|ready|time|plan(ning)?) (to (get|have|put in|do) |for )?(a |an |some )?new (roof|siding|windows|gutters)|replac(e|ing) (my|our|the|all) (roof|siding|windows|gutters))\b/;

const PATTERNS: readonly [Intent, RegExp][] = [
  [
    "emergency",
    // "Emergency!" is one; "how fast do you respond to an emergency?" asks about the service.
    /\b((?<!\b(to|for|of|in|with|during|handle|handles|do|offer|offers) (an |any )?)emergency|urgent(ly)?|asap|right now|active leak|(water|rain)\b.{0,30}\b(coming|getting|running|pouring|dripping|leaking|seeping)\b|(coming|pouring|dripping) (in|through)|ceiling (is )?(wet|sagging|bulging|dripping|caving|collapsed|leaking)|tree (fell|fall(en)?|came down|on (my|the) (roof|house))|hole in (my|the) roof|(tore|torn|ripped|blew|blown)\b.{0,25}\broof off|roof (blew|blown|ripped|torn) off|leaking (now|badly|everywhere|into)|(?<!basement\s)(is|are|'s|keeps|started|just) flood(ing|ed)|need a tarp|tarp (my|the))\b/,
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
    /\b(inspect(ion|ed)?|look at (my|the|our) roof|check (out )?(my|the|our) roof|roof (check|assessment|evaluation)|evaluate (my|the)|(come|take a) look at|(roof|ceiling|skylight|chimney|flashing|attic)\b.{0,20}\bleak(s|ing|y)?\b|\bleak(s|ing|y)?\b.{0,20}\b(roof|ceiling|skylight|chimney|flashing|attic))/,
  ],
  ["quote", /\b(quote|(?<!(online|instant) )estimate(?! tool| calculator)|bid|proposal)\b/],
  // Questions about reach come before booking: "19901, do you come out that far?"
  [
    "service_area",
    /\b(serve|serving|service area|(work|come|go|travel|do work|do jobs)( out)? (in|to|there|that far|out there)|(you|y'?all|u)( guys| all| folks)? cover|near me|my area|your area|located|where are you|how far(?! (out|ahead|in advance))|that far|over the line|out that way)\b/,
  ],
  [
    "booking",
    // A visit asked for, not asked about: "what happens at the consultation?" is a question.
    /\b((re)?schedul(e|ing)|book(ing)?|appointments?|(get|have|set up|arrange) (a |an )?(consultation|visit|appointment)|set up a (time|visit|meeting)|(can|could|will|would|when can) (you|someone|somebody|y'?all|u)( guys| all)? come\b|when can you|what (days?|times?) (do|can|are|is)|arrival windows?|availability|available (this|next|on|tomorrow))\b/,
  ],
  [
    "pricing",
    /\b(run (me|us)|cost|costs|price|prices|pricing|how much(?! of)|expensive|cheap|afford|budget|per square|ballpark|charge (extra|more))\b/,
  ],
  [
    "financing",
    /\b(financ(e|ing)|payment plans?|monthly payments?|loans?|credit|pay over time|pay monthly|installments?|all at once|ways? to pay)\b/,
  ],
  [
    "insurance",
    /\b(insurance|insurer|claim|adjuster|deductible|depreciation|coverage|premium|actual cash value|acv|replacement cost|state farm|allstate|geico|usaa|nationwide|policy|homeowners?('s)? (cover|covers|pays?))\b/,
  ],
  [
    "storm_damage",
    /(storm(?! doors?| windows?)|hail|wind damage|hurricane|nor'?easter|tornado|derecho|tree (damage|limb|branch)|(shingles|siding) (blew|came|fell) off|(lost|missing|blew off|blown off)\b.{0,25}\bshingles|shingles\b.{0,25}\b(wind|blew|blown)|in the wind|wind (took|blew|tore|ripped))/,
  ],
  ["warranty", /\b(warrant(y|ies)|guarantee[ds]?)\b/],
  [
    "out_of_scope",
    /\b(plumb|hvac|furnace|heat pump|air condition|electric|kitchen(?! table)|bathroom|flooring|carpet|interior paint|paint (the|my) (interior|walls|rooms)|pools?\b|landscap|driveway|pave|paving|concrete|fenc(e|ing)|basement|solar|pest|termite|mold remediation|drywall|appliance|\bac\b|a\/c|(build|new|replace|stain|repair) (a |my |the |our )?(deck|patio|porch)\b|paint(ing)? (the )?inside|inside of (the |my )?house|tree (removal|service|trimming|cutting)|remove (a |the |my )?tree|hardwood|floors?\b|faucet|pipes?\b|toilet)/,
  ],
  [
    "services",
    /\b(what (services|do you do|work do you)|do you (guys |all |folks )?(do|install|fix|repair|offer|handle|work on|replace|put in|only do)|can you (fix|repair|install|replace)|commercial)\b/,
  ],
  [
    "hours",
    /\b(hours|(are|is) (you|anyone|someone|it) open|open (on|at|until|til|till|today|tonight|now|late|early|weekends?|saturdays?|sundays?|holidays?)|closed|weekends?|saturdays?|sundays?|holidays?|24\/7|after hours|what time|answer the phone)\b/,
  ],
  [
    "materials",
    /\b(shingles?|asphalt|metal roof(ing|s)?|standing seam|slate|cedar|tpo|epdm|flat roof|vinyl|fiber cement|hardie|engineered wood|low-?e|double[- ]pane|triple[- ]pane|argon|casement|double[- ]hung|materials?|lifespan|how long (does|do|will) (a |the )?(roof|shingles|siding|windows) last)\b/,
  ],
  ["services", /\b(services|gutters?|siding|windows?|roof(ing|s)?|skylights?|soffits?|fascia|downspouts?|repairs?)\b/],
  [
    "small_talk",
    /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|lol|haha|hmm+|thanks|thank you|thx|bye|goodbye|see you|how are you|ok|okay|cool|great|awesome|perfect|who are you|who am i (talking|chatting|speaking) (to|with)|are you (a )?(bot|robot|human|real))\b/,
  ],
];

const AFFIRMATIVE = /^(yes|yeah|yep|sure|ok(ay)?|please|yes please|sounds good|go ahead|that would be great)[.!]*$/;

export function serviceIn(text: string): Service | undefined {
  if (/\bgutters?|downspouts?\b/.test(text)) return "gutters";
  if (/\bsiding|vinyl|fiber cement|hardie\b/.test(text)) return "siding";
  if (/\bwindows?|low-?e|double[- ]hung|casement\b/.test(text)) return "windows";
  if (/\broof|shingles?|metal|slate|flat\b/.test(text)) return "roof";
  return undefined;
}

/** The words that name a place in a message, its state included ("frederick md"). */
const placeWords = (place: PlaceCheck) =>
  new RegExp(`\\b(${place.kind === "zip" ? place.zip : place.name.toLowerCase()}|md|de|maryland|delaware|zip|code)\\b`, "g");

/** "How do I get a free estimate?", "can I book ...": a question that asks for the visit itself. */
const ASKS_FOR_IT =
  /\b((how|where) (do|can|would) (i|we)|can (i|we)|could (i|we)|i'?d like( to)?|i want( to)?|i need( to)?|please|let'?s) (get|have|book|schedule|set up|request|arrange|make)\b/;

/** Whether a question asks for a visit or an estimate, not about one. */
export const asksForTheVisit = (text: string) => ASKS_FOR_IT.test(text);

/** "Will you protect my landscaping?": another trade's thing named as what to look after, not as work asked for. */
const LOOKED_AFTER = /\b(protect(ing)?|cover(ing)?|damag(e|ed|ing)|ruin(ed)?|around|near|over|on|in)\s+(my|the|our)?\s*$/;
const onlyMentions = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text);
  return found !== null && LOOKED_AFTER.test(text.slice(0, found.index));
};

/** Whether the message wishes for the work itself ("we need a new roof"), not asks about it. */
function wantsTheWork(text: string): boolean {
  const wish = WANTS_THE_WORK.exec(text);
  return wish !== null && !ASKED_ABOUT.test(text.slice(0, wish.index));
}

/** The visitor's intent: the first rule that matches, in order of urgency. */
export function classify(message: string, history: AssistantInput["history"] = []): Intent {
  const text = message.toLowerCase().trim();
  const place = checkPlace(text);
  if (/^(are|r) (you|u) (a |an )?(real|human|bot|robot|person|machine|ai)\b/.test(text)) return "small_talk";
  if (AFFIRMATIVE.test(text)) {
    const lastUser = [...history].reverse().find((m) => m.role === "user");
    const previous = lastUser ? classify(lastUser.content) : "small_talk";
    return CAPTURE_INTENTS.has(previous) ? previous : "small_talk";
  }
  for (const [intent, pattern] of PATTERNS) {
    if (intent === "out_of_scope" && (serviceIn(text) || onlyMentions(text, pattern))) continue;
    // "Do you work in ..." asks about reach only when it names a place (or distance).
    if (
      intent === "service_area" &&
      !place &&
      !/\b(serve|service area|near me|my area|your area|located|where are you|how far|that far)\b/.test(text)
    )
      continue;
    // Greetings open long messages too; asking who we are is small talk at any length.
    if (intent === "small_talk" && text.split(/\s+/).length > 6 && !/^(who are you|who am i)/.test(text)) continue;
    if (intent === "quote" && wantsTheWork(text)) return "quote";
    // Water near the house is not an emergency until it comes in ("water running off the roof into the yard").
    if (intent === "emergency" && !isUrgent(text) && !/\b(emergency|urgent(ly)?|asap)\b/.test(text)) continue;
    if (pattern.test(text)) return intent;
  }
  // A message that names a place and little else asks whether we work there.
  if (place && termsOf(text.replace(placeWords(place), " ")).length === 0) return "service_area";
  if (Object.keys(extractContact(message)).length > 0) return "contact_info";
  return "unknown";
}
