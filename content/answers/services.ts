import { business } from "../business";
import type { AnswerCard } from "./card";

/** What we do, and what we leave to other trades. */

export const serviceCards: readonly AnswerCard[] = [
  {
    id: "what-we-do",
    topic: "services",
    asks: ["what services do you offer", "what kind of work do you do", "do you do gutters too"],
    asksEs: ["qué servicios ofrecen"],
    answer: "We do roofing, siding, windows and gutters, and storm-damage repairs, on homes and commercial buildings.",
    answerEs: "Hacemos techos, siding, ventanas y canaletas, y reparaciones por tormenta.",
    link: { label: "our services", path: "/services", labelEs: "nuestros servicios" },
  },
  {
    id: "other-trades",
    topic: "out-of-scope",
    asks: [
      "do you do kitchens or bathrooms",
      "can you fix my driveway",
      "do you do plumbing or electrical",
      "do you build decks and fences",
      "can you put solar on my roof",
    ],
    answer: "No, that's not work we do: we work on the outside shell of the house, roofs, siding, windows and gutters.",
    link: { label: "our services", path: "/services" },
  },
  {
    id: "area",
    topic: "area",
    asks: ["what areas do you serve", "where do you work", "how far do you travel"],
    asksEs: ["en qué zonas trabajan"],
    answer: `We work across ${business.serviceArea}: tell me your town or ZIP code and I'll check.`,
    answerEs: "Trabajamos en todo Maryland y Delaware: dígame su ciudad o código postal.",
    link: { label: "service areas", path: "/services", labelEs: "zonas de servicio" },
  },
];
