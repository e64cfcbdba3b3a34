import type { CardService } from "../../../content/answers";
import { type ContactHints, extractContact } from "../extract";
import { FIRST_NAMES } from "../first-names";
import { type CardMatch, findCards, plainText } from "./cards";
import { numbersIn } from "./numbers";
import { type Place, readPlace } from "./places";
import { readWhen, type When } from "./when";

/**
 * What one message says, read before anything is answered: its language, the service and
 * material, quantities with their units, the place, the day or hour, an emergency (or that one
 * is handled), a complaint, contact details, and the answer cards its words ask for.
 */

export type Service = CardService;
export type Unit = "windows" | "feet" | "sqft" | "squares";
export type Danger = "water" | "tree" | "power";
interface Quantity {
  amount: number;
  unit?: Unit;
  of?: "house";
  service?: Service;
}

export interface Reading {
  plain: string;
  language: "en" | "es";
  service?: Service;
  material?: string;
  /** Quantities in the order given, each with its unit and the service it names when it does. */
  quantities: Quantity[];
  place: Place | null;
  when?: When;
  emergency?: Danger;
  handled: boolean;
  complaint: boolean;
  /** Asks whether to go up on the roof or tarp it themselves. */
  safety: boolean;
  /** Asks for a total of what was given. */
  total: boolean;
  greeting: boolean;
  thanks: boolean;
  /** A yes-or-no question put to us ("are you bonded?", "do you offer ..."). */
  yesNo: boolean;
  question: boolean;
  contact: ContactHints;
  cards: CardMatch[];
  /** Sentences that tried to instruct the assistant were set aside. */
  injected: boolean;
}

const STOP = new Set("and or the a an my me for about with please asap windows roof siding gutters call back y".split(" "));
const SPANISH = new Set(
  "hola buenas buenos gracias cuanto cuánto cuesta cuestan precio techo techos ventana ventanas canaletas tejas necesito quiero tienen hacen pueden puede usted ustedes para por favor mi casa agua entra emergencia llamar llamen mañana manana hoy noche dónde donde cuando cuándo qué que sí tengo tenemos gotera seguro garantía financiamiento trabajan español hablan revestimiento pies cuadrados presupuesto estimado alguien contesta contestan esta este hora noche domingo sabado lunes debo subir poner lona cita revisar hacer hacen pie cuadrado vinilo cuanto cuesta cuestan el la los las del una uno y tambien pero muy ahora ayuda necesitamos llueve lluvia arbol".split(
    " ",
  ),
);
const ENGLISH = new Set("the is are you your do does how what my we have need roof window windows much can i it to of and for".split(" "));

/** Spanish when most of the words that tell the two apart are Spanish ("hola", "cuánto cuesta", "mi techo"). */
function languageOf(text: string): "en" | "es" {
  const words = text.toLowerCase().split(/[^a-záéíóúñü]+/);
  const es = words.filter((w) => SPANISH.has(w) || SPANISH.has(plainText(w))).length;
  const en = words.filter((w) => ENGLISH.has(w)).length;
  return es >= 2 && es > en ? "es" : /[¿¡ñ]/.test(text) && es >= 1 ? "es" : "en";
}

/** Whether a message carries any Spanish word: a Spanish conversation stays Spanish through "ok" and "y el domingo?". */
export const anySpanish = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-záéíóúñü]+/)
    .some((w) => SPANISH.has(w) || SPANISH.has(plainText(w)));
export const anyEnglish = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => ENGLISH.has(w));

const MATERIALS: readonly [RegExp, Service, string][] = [
  [/\b(fiber ?cement|fibrocemento|hardie ?(board|plank)?|hardy ?board|james hardie)\b/, "siding", "fiber-cement"],
  [/\binsulated vinyl\b/, "siding", "insulated-vinyl"],
  [/\b(engineered wood|lp smart ?side|smartside)\b/, "siding", "engineered-wood"],
  [/\bvinyl (siding|sided)\b|\b(siding|revestimiento) de vinilo\b/, "siding", "vinyl"],
  [/\b(standing ?seam|metal (roof|roofing)|metal)\b/, "roof", "metal-standing-seam"],
  [/\b(synthetic slate|slate)\b/, "roof", "synthetic-slate"],
  [/\b(3|three)[- ]tab\b/, "roof", "asphalt-three-tab"],
  [/\b(architectural|dimensional|asphalt)( shingles?)?\b/, "roof", "asphalt-architectural"],
  [/\b(tpo|epdm|flat roof|low[- ]slope|rubber roof)\b/, "roof", "flat-tpo"],
  [/\bfiberglass windows?\b|\bfiberglass\b/, "windows", "fiberglass"],
  [/\b(wood[- ]clad|clad windows?)\b/, "windows", "wood-clad"],
  [/\b(gutter guards?|leaf guards?|guards)\b/, "gutters", "guards"],
];

const SERVICES: readonly [RegExp, Service][] = [
  [/\b(gutters?|guttering|downspouts?|canaletas?|canalones?)\b/, "gutters"],
  [/\b(siding|sided|vinyl|hardie|fiber ?cement|revestimiento|re-?side)\b/, "siding"],
  [/\b(windows?|windos|windws|double[- ]hung|casement|ventanas?|patio doors?)\b/, "windows"],
  [/\b(roofs?|roofing|re-?roof|shingles?|tejas?|techos?|metal|slate|flat)\b/, "roof"],
];

const UNITS: readonly [RegExp, Unit][] = [
  [/^\s*(?:sq\.?\s*(?:ft|feet|foot)|square (?:feet|foot|ft)|sqft|sf|ft2|pies cuadrados|pies2)\b/, "sqft"],
  [/^\s*(?:(?:linear|lineal) )?(?:ft|feet|foot|lf|pies(?: lineales)?)\b/, "feet"],
  [/^\s*squares?\b/, "squares"],
  [/^\s*(?:\w+\s+)?(?:windows?|windos|ventanas?)\b/, "windows"],
];

/** A quantity and its unit: "11 windows", "150 ft of gutter", "2,000 sq ft", "we have 11 of them". */
function quantitiesIn(plain: string, language: "en" | "es"): Quantity[] {
  const quantities: Quantity[] = [];
  for (const found of numbersIn(plain, language)) {
    const after = plain.slice(found.end);
    const before = plain.slice(0, found.start);
    // Prices, years, ZIP codes, phone numbers and times are not quantities.
    if (
      /\$\s*$/.test(before) ||
      /^\s*(%|percent|years?|yrs?|months?|años|meses|am|pm|a\.m|p\.m|o'?clock|hours?|days?|weeks?|minutes?|mins?)\b/.test(after)
    )
      continue;
    if (/\d{5}/.test(plain.slice(found.start, found.end)) || /^[\s.-]*\d{3}/.test(after) || found.value > 20_000) continue;
    if (/\b(at|around|by|before|after|a las)\s*$/.test(before) && found.value <= 12) continue;
    const unit = UNITS.find(([pattern]) => pattern.test(after))?.[1];
    const house =
      unit === "sqft" && /^\s*\S*\s*(?:\w+\s+){0,2}(house|home|rancher|colonial|casa)\b/.test(after) ? ("house" as const) : undefined;
    // The service the quantity is of: "200 ft of gutters", "1800 sq ft of wall", "a 20 square roof".
    const named = /^\s*\S+(?:\s+\S+){0,3}/.exec(after)?.[0] ?? "";
    const service = /\bwalls?\b|\bpared\b/.test(named) ? "siding" : SERVICES.find(([pattern]) => pattern.test(named))?.[1];
    if (unit) quantities.push({ amount: found.value, unit, ...(house ? { of: house } : {}), ...(service ? { service } : {}) });
    else if (
      /^\s*(of them|of those|total|in all|altogether|de ellas|de ellos)\b/.test(after) ||
      /\b(have|got|need|about|around|maybe|like|tenemos|tengo|son)\s*$/.test(before) ||
      /^\s*\.?\s*$/.test(after)
    )
      quantities.push({ amount: found.value, ...(service ? { service } : {}) });
  }
  return quantities;
}

const DANGERS: readonly [RegExp, Danger][] = [
  [
    /\b(power|electric(al)?|live) (lines?|wires?)\b.{0,30}\b(down|on|fell|hanging|sparking)\b|\b(downed|fallen) (power )?(lines?|wires?)\b|\b(wires?|lines?) (are |is )?(down|sparking|hanging|on the (roof|house|ground))\b|\bcables? (electricos? )?caidos?\b/,
    "power",
  ],
  [
    /\btree\b.{0,40}\b(fell|fallen|came down|went through|through|thru|into|on (the|my|our) (roof|house))\b|\b(fell|came down)\b.{0,20}\btree\b|\barbol\b.{0,30}\b(cayo|encima)\b/,
    "tree",
  ],
  [
    /\b(water|rain)\b.{0,30}\b(coming|pouring|dripping|leaking|running|gushing|getting|entering)\b.{0,20}\b(in|through|into|inside|down)\b|\b(ceiling|roof)\b.{0,25}\b(leaking|dripping|sagging|bulging|caving|collapsed|collapsing|caved|falling)\b|\b(water|rain)\b.{0,20}\b(dripping|pouring|leaking|coming) (from|out of)\b.{0,30}\b(ceiling|light|fixture|attic|skylight|roof)\b|\bhole in (the|my|our) roof\b|\broof\b.{0,15}\b(blew|blown|ripped|torn) off\b|\bentra (el )?agua\b|\bgoteando\b|\bse (esta|está) (mojando|inundando)\b|\bgotera\b.{0,20}\b(grande|ahora)\b/,
    "water",
  ],
];

const OUTSIDE = /\b(in|into|onto|on|to|across) (the|my|our) (yard|lawn|driveway|street|ground|garden|sidewalk|neighbou?rs?'?s?)\b/;
const INSIDE = /\b(ceiling|inside|attic|room|wall|walls|kitchen|bedroom|basement|floor|house|home|light fixture)\b/;

const HANDLED =
  /\b(it'?s (handled|fixed|stopped|under control|covered)|(leak|water|rain) (has )?stopped|tarp(ed)? (is )?(on|up)|(crew|someone|they) (just )?(came|fixed|already|showed up|got here|arrived|tarped)|tarped it|already (tarped|fixed|covered|handled)|all good now|we'?re (ok|okay|fine) now|no longer leaking|ya (esta|está) (bien|arreglado)|ya paro)\b/;

const COMPLAINT =
  /\b(you|u|(your|the) (crew|guys|workers|installers?|company|team|people)|y'?all)\b.{0,60}\b(did|installed|replaced|put on|left|broke|damaged|ruined|scratched|never|didn'?t|messed|missed)\b.{0,80}\b(again|still|mess|nails?|damage|broke|broken|leak\w*|wrong|late|came back|called back|showed up|finished|cracked|dent\w*|drafty|fogg\w*|foggy|loose|falling off)\b|\b(the|your) (crew|guys|workers|installers?)\b.{0,30}\b(trampled|broke|damaged|ruined|scratched|dented|cracked|left (a mess|nails|trash|debris))\b|\b(nobody|no one|noone) (ever )?(calls?|called|returns?|returned|answers?|answered)( me)? back\b|\bworst (experience|company|job|service)\b|\b(leak\w* again|still leak\w*|started leaking again|nobody (has )?(called|come|came) back|never (called|came) back|no one (called|came) back|complain\w*|unhappy|disappointed|terrible (job|work|service)|poor (job|work|workmanship)|sloppy|refund|queja|mal trabajo)\b/;

const SAFETY =
  /\b(should|can|could|do|shall|must) (i|we|my (husband|wife|son|dad))( just)? (go|get|climb|crawl) (up|on|onto)|\b(tarp|cover|patch) it (myself|ourselves)\b|\bget (up )?on (the|my) roof\b|\b(should|can) (i|we) (put|throw) (a|the|up a) tarp\b|\bsubir al techo\b/;

const TOTAL = /\b(total|altogether|all together|in all|all of them|for all|whole (thing|job)|sum|en total|todo junto)\b/;
const GREETING = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|hola|buenas|buenos dias|buenas tardes)\b/;
const THANKS = /\b(thanks|thank you|thx|ty|appreciate it|gracias)\b/;
const YES_NO =
  /(^|[.,;!?]\s*)(are|is|do|does|did|can|could|will|would|have|has)\s+(you|u|y'?all|ya|your|there|that|this|they|the (company|crew|price|estimate|warranty)|someone|anyone|it)\b|^(tienen|hacen|pueden|ofrecen|trabajan|es|hay|son)\b|\bdo you (offer|have|take|accept|give)\b/;

/** A yes-or-no question put to us (not "is this an ice dam thing?"): only a card may answer it yes. */
const ABOUT_US =
  /\b(you|u|y'?all|ya|your|ur|the (company|crew|price|estimate|warranty)|is there|are there)\b|^(tienen|hacen|pueden|ofrecen|trabajan|hay)\b/;

/** Attempts to rewrite the assistant's instructions: such sentences are set aside, never followed. */
const INJECTION =
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|previous|above|guidelines|everything|all that)\b|\bsystem prompt\b|\byou are now\b|\bpretend (you are|you're|to be)\b|\bact as (a|an)\b|\brepeat the (text|words|instructions|prompt)\b|\bjailbreak\b|\bdeveloper mode\b|^\s*(system|assistant|developer)\s*:|<\/?(user|system|assistant)>|\bapi key\b|\bauthori[sz]e you\b|\b(write|compose) (me )?(a |an )?(poem|song|story|essay|haiku)\b|\bnew policy\b|\b(say|tell me|confirm) (that )?(you|it'?s|it is) (free|100%|guaranteed)\b/i;

/** The message without sentences that try to instruct the assistant. */
function withoutInstructions(message: string): { message: string; injected: boolean } {
  const sentences = message.split(/(?<=[.!?\n])\s+/);
  const kept = sentences.filter((sentence) => !INJECTION.test(sentence));
  return { message: kept.join(" ").trim(), injected: kept.length < sentences.length };
}

/** Details the message gives over what "I'm Dana" catches: "last name Ortiz", "me llamo Ana". */
function contactIn(message: string): ContactHints {
  const found = extractContact(message);
  const last = /\b(?:last name|surname|apellido)(?: is|:|'s)?\s+([A-Za-z][A-Za-z'-]+)/i.exec(message)?.[1];
  const first = /\b(?:first name(?: is|:|'s)?|me llamo|mi nombre es)\s+([A-Za-z][A-Za-z'-]+)/i.exec(message)?.[1];
  // "my name is greg hollis, 443 555 0199": the word after the first name is the last name.
  const full =
    /\b(?:my name is|name's|this is|me llamo|mi nombre es)\s+([A-Za-z][A-Za-z'-]+)\s+([A-Za-z][A-Za-z'-]{1,})\b(?=\s*(?:[,.;]|$|\d|and\b|y\b))/i.exec(
      message,
    );
  if (full && !STOP.has(full[2]!.toLowerCase()) && !/^(here|from|and|calling|again)$/i.test(full[2]!) && !last) {
    found.firstName = found.firstName ?? full[1]!.charAt(0).toUpperCase() + full[1]!.slice(1).toLowerCase();
    found.lastName = found.lastName ?? full[2]!.charAt(0).toUpperCase() + full[2]!.slice(1).toLowerCase();
  }
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  if (first) found.firstName = cap(first);
  // "call me about windows. jose ramirez", "tom becker 410 555 0148": a first name and the word after it.
  if (!found.firstName && (found.phone || found.email || /\b(call|callback|reach|contact|text)\b/i.test(message))) {
    const words = message
      .replace(/[^A-Za-z' ]+/g, " ")
      .split(/\s+/)
      .filter(Boolean);
    for (let at = 0; at < words.length - 1; at++) {
      const [word, next] = [words[at]!.toLowerCase(), words[at + 1]!.toLowerCase()];
      if (FIRST_NAMES.has(word) && /^[a-z'-]{2,}$/.test(next) && !STOP.has(next) && !/^(here|about|at|is|calling|again)$/.test(next)) {
        found.firstName = cap(word);
        if (!found.lastName) found.lastName = cap(next);
        break;
      }
    }
  }
  if (last) {
    found.lastName = cap(last);
    if (found.firstName?.toLowerCase() === last.toLowerCase()) delete found.firstName;
  }
  return found;
}

/** Reads one message (the clock is the conversation's: the company's hour decides "tonight"). */
export function readMessage(raw: string, now: Date): Reading {
  const { message, injected } = withoutInstructions(raw);
  const plain = plainText(message).replace(/\s+/g, " ").trim();
  const language = languageOf(message);
  const material = MATERIALS.find(([pattern]) => pattern.test(plain));
  const service = material?.[1] ?? SERVICES.find(([pattern]) => pattern.test(plain))?.[1];
  const quantities = quantitiesIn(plain, language);
  const handled = HANDLED.test(plain);
  const found = handled ? undefined : DANGERS.find(([pattern]) => pattern.test(plain))?.[1];
  // Water running off the roof into the yard is outside the house: not an emergency.
  // A past job "leaking again" is a complaint first; water coming in now is still an emergency.
  const complaint = COMPLAINT.test(plain);
  const active = /\b(ceiling|coming in|pouring|dripping|inside|right now|bucket)\b/.test(plain);
  const emergency =
    (found === "water" && OUTSIDE.test(plain) && !INSIDE.test(plain)) || (found === "water" && complaint && !active) ? undefined : found;
  const when = readWhen(plain, now);
  return {
    plain,
    language,
    ...(service ? { service } : {}),
    ...(material ? { material: material[2] } : {}),
    quantities,
    place: readPlace(message),
    ...(when ? { when } : {}),
    ...(emergency ? { emergency } : {}),
    handled,
    complaint,
    safety: SAFETY.test(plain) && /\b(roof|ladder|up there|tarp|techo|lona)\b/.test(plain),
    total: TOTAL.test(plain),
    greeting: GREETING.test(plain),
    thanks: THANKS.test(plain),
    yesNo: YES_NO.test(plain) && ABOUT_US.test(plain),
    question: /\?|^(how|what|when|where|which|why|who|cuanto|cuando|donde|que|como)\b/.test(plain) || YES_NO.test(plain),
    contact: contactIn(message),
    // The complaint card answers a complaint as the words above read one, never a message that
    // merely shares its words ("my roof is leaking" is not "you did my roof and it leaks again").
    cards: message ? findCards(message).filter((match) => complaint || match.card.id !== "complaint") : [],
    injected,
  };
}
