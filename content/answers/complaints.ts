import type { AnswerCard } from "./card";

/**
 * A past customer with a problem: an apology first, the warranty route, a manager's call-back
 * through the form. Never a sales pitch, never "we don't do that".
 */
export const complaintCard: AnswerCard = {
  id: "complaint",
  topic: "complaint",
  asks: ["you did my roof and it leaks again", "your crew left a mess", "i'm unhappy with the work", "nobody called me back"],
  asksEs: ["tengo una queja"],
  answer: "I'm sorry, that shouldn't have happened.",
  answerEs: "Lo siento mucho, eso no debió pasar.",
  more: "If it's our work, our workmanship warranty covers putting it right: leave your details below and a manager will call you {callback}, or call {phone}.",
  moreEs: "Deje sus datos abajo y un gerente le llamará, o llame al {phone}.",
  link: { label: "how a warranty claim works", path: "/warranty" },
  offerForm: true,
};
