import { type AnswerCard, DANGER_FIRST, DANGER_FIRST_ES, EMERGENCY_LINE, EMERGENCY_LINE_ES } from "../../../content/answers";
import { lifespanText, type RoofMaterial, roofMaterials } from "../../../content/estimate";
import { type SidingMaterial, sidingPerSquareFoot, windowPrices } from "../../../content/prices";
import { scheduling } from "../../../content/schedule";
import { fillClaims } from "../../../contracts/claims";
import { addDays, dayLabel } from "../../../contracts/dates";
import { windowsForDay } from "../../schedule/calendar";
import type { Intent } from "../assistant";
import { cardById, cardFor } from "./cards";
import type { Place } from "./places";
import { townPagePath } from "./places";
import type { Reading, Service } from "./read";
import type { ConversationState } from "./state";
import { type Total, totalFor } from "./totals";
import { companyClock } from "./when";

/**
 * The reply to one message, from the conversation's state: the emergency line first while there
 * is one, then the answer to what was asked (a card, a total, the place, the day), then its one
 * link. Null when nothing here answers it: the site's search answers instead.
 */

export interface Configured {
  phone: string;
  /** When someone will call, true at this hour (callback.ts). */
  callback: string;
  now: Date;
  /** The claims the owner has confirmed (CLAIMS_CONFIRMED): the others show with their mark. */
  claimsConfirmed: string;
}

interface Composed {
  text: string;
  /** What the reply was about, for the lead's summary and the form. */
  intent:
    | "emergency"
    | "complaint"
    | "pricing"
    | "quote"
    | "booking"
    | "service_area"
    | "question"
    | "contact_info"
    | "out_of_scope"
    | "human";
  offerForm: boolean;
  topic?: string;
  cardId?: string;
  total?: { low: number; high: number };
}

interface Answer {
  text: string;
  link?: { label: string; path: string };
  /** Composed's, or the site search's own when it answered. */
  intent: Composed["intent"] | Intent;
  offerForm?: boolean;
  topic?: string;
  cardId?: string;
  total?: { low: number; high: number };
  /** Figures worked out for this answer (totals): the answer check accepts them as sources. */
  computed?: number[];
  /** The service's own page, linked beside a price answer's estimate tool. */
  page?: { label: string; path: string };
  /** Nothing here answers better than the site's search (a town with a service, a service we do): ask it. */
  search?: boolean;
}

/** The service pages a price answer links beside its estimate tool (gutters have no page of their own). */
const SERVICE_PAGES: Partial<Record<Service, { label: string; labelEs: string; path: string }>> = {
  roof: { label: "roofing", labelEs: "techos", path: "/roofing" },
  siding: { label: "siding", labelEs: "siding", path: "/siding" },
  windows: { label: "replacement windows", labelEs: "ventanas", path: "/windows" },
};
const servicePage = (service: Service | undefined, es: boolean) => {
  const page = service ? SERVICE_PAGES[service] : undefined;
  return page ? { label: es ? page.labelEs : page.label, path: page.path } : undefined;
};

/** Ask the site's search instead. */
const SEARCH: Answer = { text: "", intent: "question", search: true };
const DO_YOU = /\b(do|can|will) (you|u|y'?all)( guys)? (install|do|offer|put (in|on)|replace|repair|fix|work on|handle)\b/;
const PRICE_WORDS = /\b(how much|cost|costs|price|prices|pricing|run|cuanto|precio)\b/;

const OTHER_CERTIFICATIONS = /\b(epa|rrp|lead|gaf|owens|certainteed|master elite|platinum|preferred|osha|nari)\b/;
const WARRANTY_EXCLUDES = /\b(inspections?|gutters?)\b/;
const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
const unit = (value: number) => (Number.isInteger(value) ? dollars(value) : `$${value.toFixed(2)}`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A card's words with the configured values and the registry's claims (contracts/claims.ts) in place of their names. */
function fill(text: string, c: Configured): string {
  const filled = fillClaims(text.replaceAll("{phone}", c.phone).replaceAll("{callback}", c.callback), c);
  return text.startsWith("{") ? capital(filled) : filled;
}

/** A card's answer in the conversation's language. */
function cardAnswer(card: AnswerCard, es: boolean, c: Configured, extra?: string): Answer {
  // A card without Spanish words: the short Spanish reply, never English.
  if (es && !card.answerEs) return { ...spanishFallback(c), cardId: card.id, topic: card.topic };
  const first = es ? (card.answerEs ?? card.answer) : card.answer;
  const more = es ? card.moreEs : card.more;
  return {
    text: fill([first, extra, more].filter(Boolean).join(" "), c),
    link: { label: es ? (card.link.labelEs ?? card.link.label) : card.link.label, path: card.link.path },
    intent: card.offerForm ? "quote" : card.topic === "price" ? "pricing" : "question",
    offerForm: card.offerForm ?? false,
    topic: card.topic,
    cardId: card.id,
    ...(card.topic === "price" && card.link.path.includes("estimate") && servicePage(card.service, es)
      ? { page: servicePage(card.service, es)! }
      : {}),
  };
}

/** The figures a sentence states (the price model's, worked out here): the answer check's sources. */
const figuresIn = (text: string) => [...text.matchAll(/\$([\d,]+(?:\.\d+)?)/g)].map((m) => Number(m[1]!.replace(/,/g, "")));

/** A material's price sentence, from the model. */
function materialPrice(service: Service, material: string | undefined): string | undefined {
  if (service === "siding" && material && material !== "vinyl") {
    const range = sidingPerSquareFoot(material as SidingMaterial);
    return `${capital(material.replace(/-/g, " "))} siding runs about ${unit(range.low)} to ${unit(range.high)} per square foot of wall installed.`;
  }
  if (service === "windows" && material && material in windowPrices) {
    const price = windowPrices[material as keyof typeof windowPrices];
    return `${capital(price.label)} runs about ${dollars(price.low)} to ${dollars(price.high)} installed.`;
  }
  if (service === "roof" && material) {
    const option = roofMaterials.find((m) => m.id === material);
    if (option)
      return `${option.label} run about ${dollars(option.pricePerSquare.low)} to ${dollars(option.pricePerSquare.high)} a square (100 square feet of roof) installed, and last ${lifespanText(option.id as RoofMaterial)} years.`;
  }
  return undefined;
}

function totalSentence(totals: readonly Total[], es: boolean, service?: Service, compared = false): Answer {
  if (compared && totals.length > 1) {
    // Materials compared for one roof: each its own range, never summed.
    const each = totals.map((t) => `${es ? t.whatEs : t.what}: ${dollars(t.low)} ${es ? "a" : "to"} ${dollars(t.high)}`);
    return {
      text: es
        ? `Instalado, más o menos: ${each.join("; ")}. El precio final sale del estimado escrito y gratuito.`
        : `Installed, about: ${each.join("; ")}. The final price comes from a free written estimate.`,
      link: { label: es ? totals[0]!.tool.labelEs : totals[0]!.tool.label, path: totals[0]!.tool.path },
      intent: "pricing",
      topic: "price",
      computed: totals.flatMap((t) => [t.low, t.high]),
    };
  }
  const low = totals.reduce((sum, t) => sum + t.low, 0);
  const high = totals.reduce((sum, t) => sum + t.high, 0);
  const what = totals.map((t) => (es ? t.whatEs : t.what)).join(es ? " y " : " and ");
  const text = es
    ? `Para ${what}, el total ronda ${dollars(low)} a ${dollars(high)} instalado; el precio final sale del estimado escrito y gratuito.`
    : `For ${what}, that comes to about ${dollars(low)} to ${dollars(high)} installed${totals.length > 1 ? " in all" : ""}; the final price comes from a free written estimate.`;
  const tool = totals[0]!.tool;
  const computed = [low, high, ...totals.flatMap((t) => [t.low, t.high])];
  const page = totals.length === 1 ? servicePage(service, es) : undefined;
  return {
    text,
    link: { label: es ? tool.labelEs : tool.label, path: tool.path },
    ...(page ? { page } : {}),
    intent: "pricing",
    topic: "price",
    total: { low, high },
    computed,
  };
}

const MORNING = /\b(morning|manana|am)\b/;
const AFTERNOON = /\b(afternoon|tarde|pm)\b/;

/** Whether visits can be had on the day asked, and the next ones when not. */
function dayAnswer(reading: Reading, c: Configured, es: boolean): Answer | null {
  const when = reading.when;
  if (!when?.date) return null;
  const today = companyClock(c.now).date;
  const link = { label: es ? "elija una hora" : "pick a time", path: "/schedule" };
  if (when.date === today)
    return {
      text: es
        ? `Las visitas en línea empiezan mañana; para hoy llame al ${c.phone}.`
        : `Online bookings start tomorrow: for a visit today, call ${c.phone}, and for a leak, our 24/7 line.`,
      link,
      intent: "booking",
    };
  const windows = windowsForDay(when.date);
  const day = dayLabel(when.date);
  const next = () => {
    for (let offset = 1; offset <= scheduling.horizonDays; offset++) {
      const date = addDays(when.date!, offset);
      if (windowsForDay(date).length) return date;
    }
    return undefined;
  };
  if (windows.length === 0) {
    const following = next();
    const sunday = new Date(`${when.date}T12:00:00Z`).getUTCDay() === 0;
    const why = sunday
      ? es
        ? "los domingos no hay visitas"
        : "we have no visits on Sundays"
      : es
        ? "ese día estamos cerrados"
        : "we're closed that day (a holiday)";
    const then = following
      ? es
        ? ` La próxima es el ${dayLabel(following)}, de ${label(windowsForDay(following))}.`
        : ` The next visits are ${dayLabel(following)}: ${label(windowsForDay(following))}.`
      : "";
    return { text: es ? `No, ${why}.${then}` : `No, ${why}.${then}`, link, intent: "booking" };
  }
  const part = MORNING.test(reading.plain)
    ? windows.filter((w) => w.id.slice(11) < "12:00")
    : AFTERNOON.test(reading.plain)
      ? windows.filter((w) => w.id.slice(11) >= "12:00")
      : when.hour !== undefined
        ? windows.filter((w) => Number(w.id.slice(11, 13)) <= when.hour! && Number(w.id.slice(11, 13)) + 2 > when.hour!)
        : windows;
  const offered = part.length ? part : windows;
  return {
    text: es
      ? `Sí, el ${day} hay visitas con llegada de ${label(offered)}; puede reservar en línea.`
      : `Yes, ${day} has arrival windows ${label(offered)}; you can book one online.`,
    link,
    intent: "booking",
  };
}

/** "8:00 – 10:00 AM and 10:00 AM – 12:00 PM" as "8-10 a.m. and 10 a.m.-12 p.m.". */
function label(windows: readonly { label: string }[]): string {
  return windows.map((w) => w.label.replace(/:00/g, "").replace(" – ", "-").replace(/ AM/g, " a.m.").replace(/ PM/g, " p.m.")).join(", ");
}

/** Whether we work in a place, and its page. */
function placeAnswer(place: Place, service: Service | undefined, es: boolean, c: Configured): Answer {
  const pageService = service === "gutters" ? "gutter" : service === "siding" ? "siding" : service === "windows" ? "windows" : "roofing";
  if (place.kind === "outside") {
    const near = place.nearest;
    const nearest = near ? (near.page ? `${near.page} (our nearest town with its own page)` : near.town) : "";
    const text = es
      ? `Lo siento, ${place.name} queda fuera de nuestra zona: trabajamos solo en Maryland y Delaware.${near ? ` Lo más cerca que servimos es ${near.page ?? near.town}.` : ""} Llame al ${c.phone} para consultar.`
      : `Sorry, ${place.name} is outside our service area: we work in Maryland and Delaware only.${near ? ` The nearest town we serve is ${near.miles ? `${near.town}, about ${near.miles} miles away` : near.town}${near.page && near.page !== near.town.split(",")[0] ? `; ${nearest}` : ""}.` : ""} Call ${c.phone} if you're close to the line.`;
    return { text, link: { label: es ? "servicios" : "our services", path: "/services" }, intent: "service_area" };
  }
  if (place.kind === "state")
    return {
      text: es ? `Sí, trabajamos en todo ${place.name}.` : `Yes, we work across ${place.name}.`,
      intent: "service_area",
      link: { label: "our services", path: "/services" },
    };
  const path = townPagePath(place, pageService) ?? townPagePath(place, "roofing");
  const zip = place.zip
    ? es
      ? `el código ${place.zip} es ${place.name}, ${place.state}`
      : `ZIP code ${place.zip} is ${place.name}, ${place.state}`
    : "";
  const region = place.zip?.startsWith("215")
    ? es
      ? " Es el oeste de Maryland: la oficina confirma la dirección."
      : " That's far western Maryland: our area there is named for Frederick and the western counties, so the office will confirm your address."
    : place.zip && /^21[689]/.test(place.zip)
      ? es
        ? " Está en la Costa Este (Eastern Shore), cerca de Salisbury."
        : " That's the Eastern Shore, which we serve from the Salisbury area."
      : "";
  const text = es
    ? `Sí, ${zip || `trabajamos en ${place.name}, ${place.state}`}${zip ? ", dentro de nuestra zona" : ""}.${region}`
    : `Yes, ${zip ? `${zip}, inside our service area` : `we serve ${place.name}, ${place.state}`}.${region}`;
  return {
    text,
    ...(path
      ? { link: { label: es ? place.name : `${place.name} ${pageService === "roofing" ? "roofing" : pageService}`, path } }
      : { link: { label: es ? "servicios" : "our services", path: "/services" } }),
    intent: "service_area",
  };
}

/** The ZIP of the place, for the price model's regional factor. */
const zipOf = (place: Place | undefined) => (place?.kind === "served" ? (place.zip ?? "") : "");

/** Totals for what was given: this message's quantities, or every one kept when a total is asked for. */
function totals(reading: Reading, state: ConversationState, materials: readonly string[] = []): Total[] {
  const services =
    reading.quantities.length && !reading.total
      ? ([
          ...new Set(
            reading.quantities
              .map(
                (q) =>
                  q.service ??
                  (q.unit === "windows" ? "windows" : q.unit === "feet" ? "gutters" : q.unit === "squares" ? "roof" : state.service),
              )
              .filter(Boolean),
          ),
        ] as Service[])
      : (Object.keys(state.quantities) as Service[]);
  const found: Total[] = [];
  for (const service of services) {
    const q = state.quantities[service];
    if (!q) continue;
    const material = materials.length ? undefined : service === state.service ? (state.material ?? q.material) : q.material;
    for (const each of materials.length ? materials : [material]) {
      const total = totalFor(service, q.amount, q.unit, each, zipOf(state.place), q.of === "house");
      if (total) found.push(total);
    }
  }
  return found;
}

const ROOF_MATERIAL_WORDS: readonly [RegExp, string][] = [
  [/\bmetal\b/, "metal-standing-seam"],
  [/\bshingles?\b|\barchitectural\b/, "asphalt-architectural"],
  [/\bslate\b/, "synthetic-slate"],
];

/** The answer to what the message asks, or null for the site's search. */
export function answer(reading: Reading, state: ConversationState, before: ConversationState, c: Configured): Answer | null {
  const es = state.language === "es";
  const best = reading.cards[0];
  const confident = best && best.coverage >= 0.5 ? best.card : undefined;
  if (reading.complaint || (state.complaint && !confident && !reading.quantities.length)) {
    const card = cardById("complaint")!;
    if (before.complaint)
      return {
        text: es
          ? `Entiendo, y lo siento. Un gerente revisará su caso y le llamará ${c.callback}; deje sus datos abajo o llame al ${c.phone}.`
          : `I understand, and I'm sorry you've had to chase this. A manager will review it and call you ${c.callback}; I can't promise more than that here. Leave your details below or call ${c.phone}.`,
        intent: "complaint",
        offerForm: true,
        link: { label: "contact us", path: "/contact" },
      };
    return { ...cardAnswer(card, es, c), intent: "complaint", offerForm: true };
  }
  if (reading.safety) return cardAnswer(cardById("do-not-climb")!, es, c);
  // An emergency's first message: what to do until the crew comes, after the line.
  // Kept short; the power sentence only where water meets a light or an outlet.
  if (state.emergency && !before.emergency && !confident && !reading.quantities.length) {
    const card = cardById("until-help")!;
    const electric = /\b(light|fixture|outlet|electric\w*|switch|wiring|bulg\w*|luz|lampara)\b/.test(reading.plain);
    return { ...cardAnswer(card, es, c), ...(electric ? {} : { text: es ? (card.answerEs ?? card.answer) : card.answer }) };
  }
  // Quantities, or a total asked for what was given.
  const cheapest = /\b(cheapest|lowest|least|minimum|low end|mas barato)\b/.test(reading.plain);
  if (cheapest && before.lastTotal)
    return {
      text: es
        ? `Lo mínimo sería unos ${dollars(before.lastTotal.low)}.`
        : `The low end is about ${dollars(before.lastTotal.low)}, for the most basic option; the written estimate gives the exact figure.`,
      intent: "pricing",
      total: { low: before.lastTotal.low, high: before.lastTotal.low },
      computed: [before.lastTotal.low],
    };
  const compared =
    state.service === "roof" || reading.service === "roof"
      ? ROOF_MATERIAL_WORDS.filter(([p]) => p.test(reading.plain)).map(([, m]) => m)
      : [];
  const asked =
    reading.quantities.length > 0 ||
    reading.total ||
    (reading.material && Object.keys(state.quantities).length > 0 && (reading.plain.split(" ").length <= 6 || compared.length > 1));
  if (asked) {
    const found = totals(reading, state, compared.length > 1 ? compared : []);
    if (found.length)
      return totalSentence(
        found,
        es,
        found.length === 1 ? (reading.quantities[0]?.service ?? reading.service ?? state.service) : undefined,
        compared.length > 1,
      );
  }
  // A served town with a service ("im in Towson and need windows", "do you do that in Dover?"): the
  // site's search answers with that town's service page.
  if (reading.place?.kind === "served" && !PRICE_WORDS.test(reading.plain) && (reading.service || (reading.yesNo && state.service)))
    return SEARCH;
  // A follow-up that only names another material or service asks what was asked before ("and fiber cement?").
  // After a price, "and fiber cement?" asks that material's price, whichever card its words recall.
  const priceFollowUp = before.topic === "price" && reading.material && reading.plain.split(" ").length <= 4 && !reading.quantities.length;
  const followUp =
    (!confident || priceFollowUp) && (reading.material || reading.service) && reading.plain.split(" ").length <= 6 && before.topic;
  if (followUp && before.topic === "price" && state.service) {
    const sentence = materialPrice(state.service, state.material);
    const card = cardFor("price", state.service);
    if (sentence && card) return { ...cardAnswer(card, es, c), text: sentence, topic: "price", computed: figuresIn(sentence) };
    if (card) return cardAnswer(card, es, c);
  }
  if (followUp && before.topic && before.topic !== "price") {
    const card = cardFor(before.topic, state.service);
    if (card && card.id !== before.cardId) return cardAnswer(card, es, c);
  }
  const short = reading.plain.split(" ").length <= 5 || /^(and |so )?(what|how) about\b/.test(reading.plain);
  const areaAsk = /\b(come|go|work|serve|service|cover|travel|do (roofs?|siding|windows|gutters))\b/.test(reading.plain);
  if (reading.place && (!confident || (short && !reading.yesNo) || (areaAsk && (best?.coverage ?? 0) < 0.75))) {
    const place = placeAnswer(reading.place, state.service, es, c);
    // "What about in Salisbury?" after a price: the price, and that we work there.
    if (before.topic === "price" && state.service && reading.place.kind === "served") {
      const card = cardFor("price", state.service);
      if (card) return { ...cardAnswer(card, es, c, place.text), link: place.link ?? card.link };
    }
    return place;
  }
  if (/\b(closest|nearest)\b/.test(reading.plain) && state.place) return placeAnswer(state.place, state.service, es, c);
  const booking =
    /\b(come|come out|visit|appointment|book|booking|schedule|available|availability|estimate|inspection|someone|anyone|open|cita|visita|venir)\b/.test(
      reading.plain,
    ) ||
    /\b(times?|slots?|works?|se puede|puedo|pueden)\b/.test(reading.plain) ||
    reading.plain.split(" ").length <= 4;
  const day = booking ? dayAnswer(reading, c, es) : null;
  if (day && !confident?.topic.startsWith("visit")) return day;
  // What a tarp or an emergency repair costs: priced in writing, never a roof's price.
  if (PRICE_WORDS.test(reading.plain) && /\b(tarp|tarping|emergency|emergencia|lona)\b/.test(reading.plain))
    return cardAnswer(cardById("tarp-price")!, es, c);
  // A price asked of a service no card answered well ("hacen revestimiento de vinilo? cuanto por pie cuadrado",
  // "whats the price gap" about the siding being compared): the service's price card.
  const service =
    reading.service ?? (/\b(price|prices|cost|costs|gap|difference|precio)\b/.test(reading.plain) ? state.service : undefined);
  if (
    PRICE_WORDS.test(reading.plain) &&
    service &&
    !(confident?.topic === "price" && confident.service === service) &&
    !reading.place &&
    !(best && best.coverage >= 0.75)
  ) {
    const card = cardFor("price", service);
    const sentence = reading.material && !es ? materialPrice(service, reading.material) : undefined;
    if (card) return sentence ? { ...cardAnswer(card, es, c), text: sentence, computed: figuresIn(sentence) } : cardAnswer(card, es, c);
  }
  if (confident) {
    // "Do you install seamless gutters?" asks whether we do the work, not its price.
    // A service we do, named ("do you install metal roofs?"): the site's search says yes with that service's page.
    if (confident.topic === "price" && reading.yesNo && !PRICE_WORDS.test(reading.plain))
      return reading.service ? SEARCH : cardAnswer(cardById("what-we-do")!, es, c);
    if (confident.id === "what-we-do" && reading.service) return SEARCH;
    // "Do you install metal roofs?" asks whether we do the work: a card that confirms nothing (a comparison) leaves it to the site's search.
    if (reading.yesNo && reading.service && !confident.confirms && DO_YOU.test(reading.plain)) return SEARCH;
    if (confident.topic === "price" && state.service && confident.service !== state.service && !reading.service) {
      const own = cardFor("price", state.service);
      if (own) return cardAnswer(own, es, c);
    }
    if (confident.topic === "price") {
      const material = reading.material ? materialPrice(confident.service ?? state.service ?? "roof", reading.material) : undefined;
      if (material) return { ...cardAnswer(confident, es, c), text: material, computed: figuresIn(material) };
    }
    // Lifespans the site gives are the roofs'; for windows or siding it gives none.
    if (confident.topic === "lifespan" && (reading.service ?? state.service) && (reading.service ?? state.service) !== "roof")
      return cardAnswer(cardById("lifespan-not-given")!, es, c);
    // A certification the site does not name ("EPA RRP", a brand's programme): the office confirms.
    if (confident.id === "certified" && OTHER_CERTIFICATIONS.test(reading.plain))
      return {
        ...cannotConfirm(es, c),
        text: es
          ? "No puedo confirmarlo aquí: nuestro sitio nombra una certificación de un fabricante de tejas, no esa. La oficina se lo confirma."
          : fill("I can't confirm that one here: our site names {certification}, not that one. Our office can confirm it.", c),
      };
    // "Does the warranty cover an inspection?": what it leaves out is a no.
    if (confident.id === "warranty" && WARRANTY_EXCLUDES.test(reading.plain)) return cardAnswer(cardById("warranty-excludes")!, es, c);
    return cardAnswer(confident, es, c);
  }
  // "For how long?" after the warranty: the warranty.
  if (/^(and )?(for )?how long\b/.test(reading.plain) && before.topic === "warranty" && before.cardId !== "warranty")
    return cardAnswer(cardById("warranty")!, es, c);
  if (reading.when?.now || (reading.when?.hour !== undefined && (reading.when.hour >= 18 || reading.when.hour < 8)))
    return cardAnswer(cardById("answer-at-night")!, es, c);
  return null;
}

/** The first sentence while an emergency is on: the line (and 911 first for a tree or wires). */
export function emergencyFirst(state: ConversationState, c: Configured): string | undefined {
  if (!state.emergency) return undefined;
  const es = state.language === "es";
  return fill(state.emergency === "water" ? (es ? EMERGENCY_LINE_ES : EMERGENCY_LINE) : es ? DANGER_FIRST_ES : DANGER_FIRST, c);
}

/** When there is nothing to confirm: what the site says, or that the office will confirm. */
export function cannotConfirm(es: boolean, c: Configured): Answer {
  return {
    text: es
      ? `No puedo confirmarlo aquí: nuestro sitio no lo dice. La oficina le responde si deja sus datos abajo o llama al ${c.phone}.`
      : `I can't confirm that here: our site doesn't say so. Our office can answer it: leave your details below or call ${c.phone}.`,
    intent: "human",
    offerForm: true,
    link: { label: es ? "contacto" : "contact us", path: "/contact" },
  };
}

/** A Spanish message nothing here answers: a short Spanish reply with the phone and the form, never English. */
export function spanishFallback(c: Configured): Answer {
  return {
    text: `Gracias por escribirnos. Para una respuesta en español, llame al ${c.phone} o deje sus datos en el formulario y le llamamos ${"en horario de oficina"}.`,
    intent: "human",
    offerForm: true,
    link: { label: "contacto", path: "/contact" },
  };
}

export type { Answer };
