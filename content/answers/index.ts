import type { AnswerCard } from "./card";
import { companyCards } from "./company";
import { complaintCard } from "./complaints";
import { emergencyCards } from "./emergencies";
import { materialCards } from "./materials";
import { moneyCards } from "./money";
import { priceCards } from "./prices";
import { serviceCards } from "./services";
import { bookingCards, visitCards } from "./visits";

export type { AnswerCard, CardService } from "./card";
export { DANGER_FIRST, DANGER_FIRST_ES, EMERGENCY_LINE, EMERGENCY_LINE_ES } from "./emergencies";

/** Every answer card, one file a topic. */
export const answerCards: readonly AnswerCard[] = [
  ...priceCards,
  ...materialCards,
  ...companyCards,
  ...moneyCards,
  ...visitCards,
  ...bookingCards,
  ...emergencyCards,
  complaintCard,
  ...serviceCards,
];
