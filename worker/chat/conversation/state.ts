import type { ContactHints } from "../extract";
import type { Place } from "./places";
import { anyEnglish, anySpanish, type Danger, type Reading, type Service, type Unit } from "./read";

/**
 * What the conversation is about, kept in the chat's Durable Object and updated by every
 * message: the topic, quantities with their units, the place, urgency (an emergency stays one
 * until the visitor says it is handled), the person, the language, and what was already said.
 */
export interface ConversationState {
  language: "en" | "es";
  service?: Service;
  material?: string;
  /** The topic of the last card answered ("price", "lifespan"), for follow-ups that only name another service. */
  topic?: string;
  cardId?: string;
  /** Quantities given, by service: windows counted, gutters in feet, walls and roofs in square feet. */
  quantities: Partial<Record<Service, { amount: number; unit?: Unit; of?: "house"; material?: string }>>;
  place?: Place;
  emergency?: Danger;
  complaint?: boolean;
  person: ContactHints;
  greeted: boolean;
  lastReply?: string;
  /** The last total stated, for "what's the cheapest" and "in all". */
  lastTotal?: { low: number; high: number };
}

export const newState = (): ConversationState => ({ language: "en", quantities: {}, person: {}, greeted: false });

/** Units each service is priced by. */
const UNIT_OF: Record<Service, Unit[]> = { windows: ["windows"], gutters: ["feet"], siding: ["sqft"], roof: ["sqft", "squares"] };
const SERVICE_OF_UNIT = (unit: Unit | undefined, known?: Service): Service | undefined =>
  unit === "windows" ? "windows" : unit === "squares" ? "roof" : unit === "feet" ? "gutters" : known;

/** The state after a message is read (before it is answered). */
export function updateState(state: ConversationState, reading: Reading): ConversationState {
  const next: ConversationState = { ...state, quantities: { ...state.quantities }, person: { ...state.person } };
  // A short Spanish word in an English conversation does not switch it; a Spanish message does.
  next.language =
    reading.language === "es" || (state.language === "es" && (anySpanish(reading.plain) || !anyEnglish(reading.plain))) ? "es" : "en";
  if (reading.service) next.service = reading.service;
  if (reading.material) next.material = reading.material;
  else if (reading.service && reading.service !== state.service) delete next.material;
  for (const { amount, unit, of, service: named } of reading.quantities) {
    const service = named ?? (unit && unit !== "sqft" ? SERVICE_OF_UNIT(unit) : undefined) ?? reading.service ?? next.service;
    if (service && (!unit || UNIT_OF[service].includes(unit)))
      next.quantities[service] = {
        amount,
        ...(unit ? { unit } : {}),
        ...(of ? { of } : {}),
        ...(next.material ? { material: next.material } : {}),
      };
  }
  if (reading.place) next.place = reading.place;
  if (reading.handled) delete next.emergency;
  // A tree or wires outrank water: the 911 sentence stays while they do.
  if (reading.emergency && (!state.emergency || reading.emergency !== "water")) next.emergency = reading.emergency;
  if (reading.complaint) next.complaint = true;
  for (const [key, value] of Object.entries(reading.contact)) if (value) next.person[key as keyof ContactHints] = value;
  return next;
}
