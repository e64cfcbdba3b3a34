import type { ChatMessage } from "../../contracts/chat";
import { extractContact } from "./extract";
import type { Service } from "./intent";
import { questionsIn } from "./knowledge/questions";
import { checkPlace, type PlaceCheck } from "./places";

/**
 * What a message says before anything is searched for: the services it names (in the words
 * homeowners use), the town or ZIP code, whether something is open to the weather right now,
 * and the kind of question it asks. A follow-up ("how much would that be?", "do you do that in
 * Dover?") takes the service and town from earlier in the conversation.
 */

/** The kinds of question a homeowner asks. */
type Ask =
  | "emergency"
  | "out_of_scope"
  | "licence"
  | "insurance"
  | "financing"
  | "warranty"
  | "how_much"
  | "how_long"
  | "hours"
  | "scheduling"
  | "do_you"
  | "where"
  | "wish"
  | "other";

/** A service as the visitor named it: which one, and how to say it back ("standing-seam metal roofs"). */
export interface NamedService {
  service: Service;
  what: string;
}

/** Work the company does not do: what it is, who usually does it, and what we can do instead. */
interface Elsewhere {
  what: string;
  who: string;
  instead: string;
}

export interface Understanding {
  /** The service named in this message, or remembered from the conversation for a follow-up. */
  service?: NamedService;
  /** The place named in this message, or remembered from the conversation. */
  place: PlaceCheck | null;
  /** Whether the place was named in this message (not remembered). */
  placeHere: boolean;
  /** Water coming in or an opening in the roof, in any words. */
  urgent: boolean;
  ask: Ask;
  /** Something is wrong with what they have (falling apart, leaking, worried about it). */
  problem: boolean;
  /** What they asked to have done: install (default), repair or replace. */
  verb: "install" | "repair" | "replace";
  /** "14 windows": how many. */
  count?: number;
  elsewhere?: Elsewhere;
  /**
   * Whether the message asks nothing beyond the service, the town and the kind of question
   * ("do you install metal roofs?"): one about something particular ("do you tear off the old
   * shingles?", "do I need a permit in Towson?") is the site's search to answer.
   */
  plain: boolean;
  /** The message in lower case. */
  text: string;
  /** Whether the message asks something with a question word ("siding in frederick?" names what it wants). */
  question: boolean;
}

/** Service words, most particular first: the first that matches names the service. */
const SERVICE_WORDS: readonly [Service, RegExp, string][] = [
  ["siding", /\b(soffits?|fascia|facia)\b/, "soffit, fascia and trim"],
  ["gutters", /\b(gutter|leaf) ?guards?\b|\bgutters?\b.{0,30}\bguards?\b/, "gutter guards"],
  ["gutters", /\b(gutters?|guttering|downspouts?|down spouts?|gutter)\b/, "seamless gutters"],
  ["roof", /\b(standing[- ]?seam|metal roof(s|ing)?|tin roof)/, "standing-seam metal roofs"],
  ["roof", /\b(flat roof(s)?|low[- ]slope|tpo|epdm|rubber roof)/, "flat roofs"],
  ["roof", /\bslate\b/, "synthetic slate roofs"],
  ["roof", /\bskylights?\b/, "roofs with skylights"],
  ["siding", /\b(hardie( ?plank| ?board)?|hardy ?(plank|board|siding)|fib(er|re)[- ]?cement)\b/, "fiber cement siding"],
  ["siding", /\b(siding|sidding|sideing|vinyl siding|cladding|resid(e|ed|ing)|re-sid(e|ed|ing))\b/, "siding"],
  ["windows", /\b(patio doors?|sliding doors?)\b/, "patio doors"],
  ["windows", /\b(wind(o|ow|ows|ws|oes|ow's|owz)|double[- ]?hung|casements?|bay window|bow window)\b/, "windows"],
  ["roof", /\b(shingles?|asphalt)\b/, "architectural shingle roofs"],
  ["roof", /\b(roof(s|ing|er|ers)?|rooof|ruf|re-?roof)\b/, "roofs"],
];

/** Water coming in, or an opening in the roof: whatever words describe it. */
const URGENT = [
  /\b(tree|limb|branch|trunk)\b.{0,60}\b(fell|fallen|falls|came down|come down|down on|through|thru|on (my|the|our) (roof|house|porch)|hit|landed|crashed|smashed|punched|went through|in (my|the|our) (roof|ceiling))/,
  /\b(fell|came down|crashed|landed)\b.{0,20}\b(on|through|into) (my|the|our)\b.{0,20}\b(roof|house|ceiling|porch)/,
  /\b(hole|opening|gap)\b.{0,25}\b(roof|ceiling)\b/,
  /\b(blew|blown|ripped|tore|torn|peeled)\b.{0,25}\broof\b.{0,10}\b(off|away|open)\b/,
  /\b(roof|section of (the )?roof)\b.{0,25}\b(blew|blown|ripped|torn|tore|peeled|came) (off|away)|\b(blew|blown|ripped|tore|peeled) (off )?(the |my |our |part of (the |my |our )?)?roof\b/,
  /\b(raining|pouring|pours|gushing|streaming|flooding|dripping|leaking|seeping)\s+(in|into|inside|thru|through)\b/,
  /\b(water|rain|it'?s|leak)\b.{0,20}\b(coming|getting|running)\s+(in|into|inside|thru|through)\b/,
  /\b(water|rain)\b.{0,40}\b(pouring|gushing|streaming|dripping|leaking|coming in|coming through|getting in|running down the (wall|walls|ceiling|inside))\b/,
  /\b(ceiling|drywall)\b.{0,30}\b(wet|sagging|bulging|dripping|caving|collapsed|falling|leaking|soaked|came down)\b/,
  /\b(need|needs|get|want)\b.{0,15}\btarp|\btarp(ed|ing)?\b.{0,20}\b(roof|hole|it|now|tonight|asap)\b|\bemergency tarp/,
  /\b(leak(s|ing)?|leaking) (right now|now|badly|everywhere|bad)\b|\bactive leak\b|\bright now\b.{0,40}\bleak|\bleak\b.{0,40}\bright now\b/,
  /\bcan see (the )?(sky|daylight|light)\b/,
  /^(emergency|urgent)\b|^help\s*!|\bemergency!|\bit'?s an emergency\b/,
];

/** Words that place the water in a basement or window well: a drainage problem, not a roof opening. */
const BASEMENT = /\b(basement|window wells?|crawl ?space|foundation|sump)\b/;
const ROOF_OR_CEILING = /\b(roof|ceiling|attic|tree|limb|branch|shingles?|skylight|chimney)\b/;

/** Work we do not do, who usually does it, and what we can offer instead. */
const ELSEWHERE: readonly [RegExp, Elsewhere][] = [
  [
    /\b(window wells?|basement|crawl ?space|sump|waterproof(ing)?|foundation (crack|leak|repair))/,
    {
      what: "basement water",
      who: "usually a drainage problem or a missing window-well cover, and basement waterproofing is not work we do; a waterproofing or drainage contractor handles it",
      instead:
        "What we can check is the outside: gutters and downspouts that dump roof water next to the foundation, which we install and repair.",
    },
  ],
  [
    /\b(hvac|furnace|heat pump|air condition(ing|er)?|a\/c|ac (unit|repair|service)|(my|the|our) ac|duct ?work|ducts|boiler)\b/,
    {
      what: "heating and cooling",
      who: "not work we do; an HVAC contractor handles it",
      instead: "We can seal and flash roof penetrations around vents once the HVAC work is done.",
    },
  ],
  [
    /\b(plumb(er|ing)?|toilet|faucet|water heater|sewer|(burst|leaking|broken|frozen) pipes?)\b/,
    { what: "plumbing", who: "not work we do; a licensed plumber handles it", instead: "" },
  ],
  [
    /\b(electric(al|ian)?|wiring|outlets?|breaker)\b/,
    { what: "electrical work", who: "not work we do; a licensed electrician handles it", instead: "" },
  ],
  [
    /\b(kitchen|bathroom|bath remodel|flooring|floors?|carpet|drywall|cabinets?|countertops?|interiors?|paint(ing)? (the |my )?(inside|walls|rooms))\b/,
    {
      what: "interior work",
      who: "not work we do: we work on the outside of the house; a remodeler or general contractor handles it",
      instead: "",
    },
  ],
  [
    /\b(solar( panels?)?)\b/,
    {
      what: "solar panels",
      who: "not work we do; a solar installer handles them",
      instead: "If the roof is near the end of its life, it is worth replacing it before the panels go on.",
    },
  ],
  [
    /\b(decks?|patios?|fenc(e|es|ing)|driveways?|concrete|paving|landscap\w*|retaining wall)\b/,
    { what: "decks, fences and paving", who: "not work we do; a deck, fence or hardscape contractor handles it", instead: "" },
  ],
  [
    /\b(tree (removal|service|trimming|cutting)|(remove|cut down|trim) (a |the |my |that )?(tree|branches))\b/,
    {
      what: "tree work",
      who: "not work we do; a tree service handles it",
      instead: "If a tree has already damaged the roof, we repair that.",
    },
  ],
  [
    /\b(pest|termites?|mold remediation|mould|asbestos)\b/,
    { what: "that", who: "not work we do; a remediation or pest-control company handles it", instead: "" },
  ],
];

const PROBLEM =
  /\b(worried|concerned|falling apart|fall(ing)? off|coming off|rott(ed|ing|en)|rot\b|peel(ing)?|crack(ed|ing|s)?|warp(ed|ing)?|loose|sag(ging|s)?|leak(s|ing|y)?|fogg(ed|y)|foggy|drafty|draughty|drafts?|broken|damaged?|overflow(ing|s)?|clogg(ed|ing)|missing|curling|old|original|done with|sick of|tired of|ugly|faded|bad shape|shot|fall apart|stuck|won'?t (open|close|stay)|pull(ing|s)? (away|off|loose)|separating)\b/;
const WISH =
  /\b(need|needs|want|wanting|looking (for|to|at|into)|thinking (about|of)|plan(ning)? (to|on)|interested in|considering|replac(e|ing|ement)|new|install|quote|estimate|redo|re-?do|redone|re-?sid(e|ed|ing)|resid(e|ed|ing))\b/;

const ASKS: readonly [Exclude<Ask, "emergency" | "out_of_scope" | "wish" | "other">, RegExp][] = [
  ["licence", /\b(licen[sc](e|ed|es)|bonded|mhic|bbb|better business)\b|\binsured\b(?!.{0,20}\b(claim|adjuster)\b)/],
  ["insurance", /\b(insurance|insurer|claim|adjuster|deductible|state farm|allstate|geico|usaa|nationwide|homeowners? (policy|covers?))\b/],
  ["financing", /\b(financ(e|ing)|payment plans?|monthly payments?|pay (it )?(over time|monthly)|loans?|credit)\b/],
  ["warranty", /\b(warrant(y|ies|ee)|guarantee[sd]?)\b/],
  [
    "how_much",
    /\b(how much|how mutch|cost(s|ing)?|price[sd]?|pricing|ballpark|run (me|us)|what (would|will|does) (it|that|this|they|one) (cost|run|be)|rough (number|idea|figure)|per window|per square|budget|afford|expensive|cheap|charge|charges|run(s)? (these days|about|for)|what'?s (a|an|the) \w+( \w+)? (run|go for))\b/,
  ],
  [
    "how_long",
    /\bhow long (does|will|would|do|did|is|till|until|before)\b(?!.{0,40}\blast)|\bhow (soon|quickly|fast) (can|could|would|will|do)\b|\blead time\b|\bturn ?around\b|\bhow many days\b|\bwhen (can|could|would) (you|u|yall|y'all) (start|get to|fit)\b/,
  ],
  ["hours", /\b(hours|open (on|today|tomorrow|late|early|saturdays?|sundays?|weekends?)|are you open|what time)\b/],
  [
    "scheduling",
    /\b(book|schedule|appointment|come (out|by|over|look|take a look)|set up a (time|visit)|consultation|availability|available (on|this|next|tomorrow)|take a look|have a look|look at (it|the|my|our))\b/,
  ],
  [
    "do_you",
    /^(\W*(hi|hey|hello|hiya|good (morning|afternoon|evening))\W+)?(do|can|could|would|will|are|r) (you|u|ya|y'?all|yall|you guys|your (company|crew|team|guys))\b|\b(does|do) (your|ur) (company|crew|team|guys|business|outfit)\b|\b(do|can|could|will) (you|u|ya|y'?all|yall)( guys| folks| all)?( also| even)? (do|install|put in|replace|fix|repair|work on|handle|offer|sell|carry|service|clean|take care of|deal with|work with)\b|\b(you|u|y'?all|yall)( guys| folks)? (do|install|fix|replace|repair|handle|work on|offer)\b.{0,40}$|\bis (that|this) something you\b|\bare you able to\b/,
  ],
  [
    "where",
    /\b(where are you|where is your|do you (work|serve|come|go|cover|travel)|are you (in|near|local)|come out to|service area|your area|my area|near me|that far|serve)\b/,
  ],
];

/** A message that points back at what was said before ("how much would that be", "do you do that in Dover"). */
const POINTS_BACK = /\b(it|that|this|those|them|they|one|ones|same)\b|^(and|what about|how about|also)\b/;

function namedService(text: string): NamedService | undefined {
  const cleaned = text.replace(/\bwindow wells?\b/g, " ").replace(/\b(storm|basement) windows?\b/g, " ");
  for (const [service, pattern, what] of SERVICE_WORDS) if (pattern.test(cleaned)) return { service, what };
  return undefined;
}

export function isUrgent(text: string): boolean {
  if (BASEMENT.test(text) && !ROOF_OR_CEILING.test(text)) return false;
  // Asking about the service ("do you do emergency tarping?", "how fast do you respond?") is not an emergency itself.
  if (/^(do|does|can|could|how (fast|quickly|soon)) (you|u|y'?all|yall)\b/.test(text) && !/\b(now|tonight|today|right now)\b/.test(text))
    return false;
  return URGENT.some((pattern) => pattern.test(text));
}

function elsewhereIn(text: string): Elsewhere | undefined {
  // "The pipe boot leaks" and "vent pipes" are roof work; "landscaping" named as something to protect is not asked for.
  const cleaned = text
    .replace(/\b(pipe boots?|vent pipes?|plumbing (vents?|boots?|stacks?)|patio doors?|sliding doors?)\b/g, " ")
    .replace(
      /\b(protect|protecting|around|near|damage|damaging|ruin|ruining)\s+(my|the|our)?\s*(landscap\w*|deck|patio|driveway|flowers|plants)\b/g,
      " ",
    );
  for (const [pattern, elsewhere] of ELSEWHERE) if (pattern.test(cleaned)) return elsewhere;
  return undefined;
}

function askOf(text: string): Exclude<Ask, "emergency" | "out_of_scope"> {
  for (const [ask, pattern] of ASKS) if (pattern.test(text)) return ask;
  return WISH.test(text) || PROBLEM.test(text) ? "wish" : "other";
}

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

function countIn(text: string): number | undefined {
  const found =
    /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(\w+\s+)?(windows?|windos|windws|patio doors?)\b/.exec(
      text,
    );
  if (!found) return undefined;
  const count = NUMBER_WORDS[found[1]!] ?? Number(found[1]);
  return count >= 1 ? count : undefined;
}

/** Everyday words that say nothing particular: times, amounts, fillers, the people in the house. */
const FILLER =
  /\b(hi|hey|hello|hiya|please|thanks|thank you|ok|okay|so|um|uh|well|just|really|pretty|very|kinda|sorta|actually|basically|honestly|maybe|probably|all|both|whole|entire|some|few|couple|several|lot|lots|bunch|our|my|we|we're|were|i|im|i'm|me|us|house|home|place|rowhouse|townhouse|townhome|rancher|cape|colonial|split level|next|this|last|coming|spring|summer|fall|autumn|winter|year|years|month|months|week|weeks|soon|now|today|tomorrow|time|finally|already|again|also|too|guys|folks|y'?all|yall|u|ya|you|your|the|a|an|and|or|but|of|for|to|in|on|at|with|about|it|its|it's|that|this|them|they|there|here|is|are|be|been|was|do|does|did|can|could|would|will|should|get|got|getting|have|has|having|had|go|going|gonna|wanna|know|think|thinking|guess|hoping|hope|looking|look|like|idea|any|anything|something|new|old|one|ones|kind|type|sort|front|back|side|sides|whole house|upstairs|downstairs|porch|garage|shed|per|rough|roughly|ballpark|about|around|approximately|estimate|seamless|aluminum|vinyl|replacement|replaced|board|boards|company|business|crew|name|btw|fyi|lol|cleaning|clean|take|takes|long|start|started|bought|buying|moved|moving|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|someone|somebody|anyone|need|needs|quote|sq|ft|square|feet|foot|size|sized|range|every|calling|call|asking|wondering|touch|question|info|information|day|days|\d+)\b/g;

/**
 * Whether anything is left of the message, once its service, town, kind of question, problem
 * words and everyday words are taken out, that the site's pages say particular things about.
 */
function isPlain(text: string, ask: Ask, place: PlaceCheck | null, particular: (rest: string) => boolean): boolean {
  const name = extractContact(text).firstName?.toLowerCase();
  if (questionsIn(text).length > 1) return false;
  // A statement of what they want, not a question about it ("do I have to replace them all?").
  if (ask === "wish" && ASKS_SOMETHING.test(text)) return false;
  let rest = text;
  for (const [, pattern] of SERVICE_WORDS) rest = rest.replace(new RegExp(pattern.source, "g"), " ");
  for (const [, pattern] of ASKS) rest = rest.replace(new RegExp(pattern.source, "g"), " ");
  if (place?.kind === "in-area" || place?.kind === "out-of-area")
    rest = rest.replace(new RegExp(`\\b${place.name.toLowerCase().replace(/[^a-z0-9 ]/g, ".?")}\\b`, "g"), " ");
  if (place?.kind === "zip") rest = rest.replace(place.zip, " ");
  if (name) rest = rest.replace(new RegExp(`\\b${name}\\b`, "g"), " ");
  rest = rest
    .replace(new RegExp(PROBLEM.source, "g"), " ")
    .replace(new RegExp(WISH.source, "g"), " ")
    .replace(/\b(md|de|maryland|delaware|county|city|area|zip|code|live|living|located|based)\b/g, " ")
    .replace(/'[a-z]*/g, "")
    .replace(FILLER, " ");
  const left = rest
    .replace(/[^a-z' ]+/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 1 && particular(word));
  // A question about something particular is the site's to answer; a statement may mention one thing more ("cracked in spots").
  return left.length <= (ask === "wish" ? 1 : 0);
}

/** A message that asks something: a question word opens one of its sentences, or it has a question mark. */
const ASKS_SOMETHING =
  /(^|[,.;:!?]\s*|\s-\s*)(how|what|whats|what's|when|where|which|why|who|do|does|is|are|can|could|will|would|should|did)\b|\?/;

/** What the visitor wants from this message, with the service and town of the conversation so far. */
export function understand(
  message: string,
  history: readonly ChatMessage[] = [],
  particular: (rest: string) => boolean = () => false,
): Understanding {
  const text = message
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  const earlier = history
    .filter((m) => m.role === "user")
    .map((m) => m.content.toLowerCase())
    .reverse();
  const placeHere = checkPlace(text);
  let service = namedService(text);
  const urgent = isUrgent(text);
  const elsewhere = urgent ? undefined : elsewhereIn(text);
  const ask: Ask = urgent ? "emergency" : elsewhere && !service ? "out_of_scope" : askOf(text);
  const backed = POINTS_BACK.test(text) || ["how_much", "how_long", "where", "scheduling", "do_you"].includes(ask) || placeHere !== null;
  if (!service && backed && !elsewhere) {
    for (const before of earlier) {
      service = namedService(before);
      if (service) break;
    }
  }
  let place = placeHere;
  if (!place) {
    for (const before of earlier) {
      place = checkPlace(before);
      if (place) break;
    }
  }
  const verb = /\b(fix|repair|patch)\b/.test(text) ? "repair" : /\b(replac\w*)\b/.test(text) ? "replace" : "install";
  return {
    ...(service ? { service } : {}),
    place,
    placeHere: placeHere !== null,
    urgent,
    ask: elsewhere && ask === "other" ? "out_of_scope" : ask,
    problem: PROBLEM.test(text),
    verb,
    ...(countIn(text) ? { count: countIn(text) } : {}),
    ...(elsewhere ? { elsewhere } : {}),
    plain: isPlain(text, ask, placeHere, particular),
    text,
    question: ASKS_SOMETHING.test(text.replace(/\?/g, " ")),
  };
}
