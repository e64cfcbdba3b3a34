import type { AnswerCard } from "./card";

/**
 * Emergencies: the 24/7 line comes first in every reply of the conversation until the visitor
 * says it is handled (worker/chat/conversation/reply.ts); these cards answer what is asked beside it.
 * The owner's confirmed fact is that emergency calls are answered 24/7 (the registry's `emergency` claim, content/business.ts).
 */

export const EMERGENCY_LINE = "Call {emergencyLine} at {phone} now.";
export const EMERGENCY_LINE_ES = "Llame ahora a nuestra línea de emergencias, {phone}.";
/** A tree through the roof or wires down: 911 or the utility before anyone else (content/pages/emergency-roof-repair.ts). */
export const DANGER_FIRST =
  "If a tree is on the house or power lines are down, get everyone out and call 911 or your electric utility first; then call {emergencyLine} at {phone}: once it is safe, our crew tarps and secures the roof.";
export const DANGER_FIRST_ES =
  "Si un árbol cayó sobre la casa o hay cables eléctricos caídos, salgan de la casa y llamen primero al 911 o a la compañía eléctrica; después a nuestra línea de emergencias, {phone}: cuando sea seguro, nuestro equipo cubre el techo con lona.";

export const emergencyCards: readonly AnswerCard[] = [
  {
    id: "until-help",
    topic: "until-help",
    asks: [
      "what do I do until someone gets here",
      "what should I do in the meantime",
      "how do I stop the water for now",
      "what can I do tonight",
    ],
    asksEs: ["qué hago mientras llegan"],
    answer: "Until then, move valuables away, catch the drip in a bucket, and stay out from under any sagging or wet ceiling.",
    answerEs: "Mientras tanto, aparte sus cosas de valor, ponga un balde bajo la gotera y no se quede debajo de un techo mojado o hundido.",
    more: "If the ceiling bulges with water, keep people away and turn off power to that area if you can do it safely.",
    link: { label: "emergency roof repair", path: "/emergency-roof-repair" },
  },
  {
    id: "crew-when",
    topic: "crew-when",
    asks: ["how fast can your crew get here", "how soon can someone come out for the leak", "when will the crew arrive"],
    asksEs: ["cuándo llega el equipo"],
    answer:
      "We send a crew as quickly as conditions allow, once it is safe to work; our line, {phone}, tells you when they are on the way.",
    answerEs: "Enviamos un equipo tan pronto como las condiciones lo permitan, cuando sea seguro trabajar.",
    link: { label: "emergency roof repair", path: "/emergency-roof-repair" },
  },
  {
    id: "tarp-price",
    topic: "tarp-price",
    asks: ["what do you charge to tarp a roof", "price of emergency repair", "is the emergency visit expensive"],
    answer: "I can't quote a tarp or emergency repair here: the repair is priced in writing before the work begins.",
    answerEs: "No puedo dar un precio aquí: la reparación se cotiza por escrito antes de empezar.",
    link: { label: "emergency roof repair", path: "/emergency-roof-repair" },
  },
  {
    id: "after-emergency",
    topic: "after-emergency",
    asks: ["the tarp is on what happens next", "what is the next step after the tarp", "now that it is covered what next"],
    answer:
      "Next is an inspection of the damage and a written estimate for the permanent repair; book a visit or leave your details and the office will call.",
    answerEs: "Lo siguiente es una inspección gratis y un estimado por escrito de la reparación definitiva.",
    link: { label: "book a free visit", path: "/schedule", labelEs: "reserve una visita gratis" },
    offerForm: true,
  },
  {
    id: "bulging-ceiling",
    topic: "bulging",
    asks: ["the ceiling is bulging", "water bubble in the ceiling", "ceiling sagging with water"],
    asksEs: ["el techo de la sala se está hundiendo"],
    answer: "Keep everyone out of that room and don't touch or try to drain the bulge yourself: a ceiling holding water can come down.",
    answerEs: "No deje que nadie entre en esa habitación y no toque el bulto: un techo con agua se puede caer.",
    more: "If water is near a light or outlet, switch that circuit off at the breaker, only if you aren't standing in water.",
    link: { label: "emergency roof repair", path: "/emergency-roof-repair" },
  },
  {
    id: "do-not-climb",
    topic: "safety",
    asks: [
      "should I go up and tarp it myself",
      "can I climb on the roof to cover the hole",
      "is it safe to get on the roof",
      "should I put a tarp on it",
    ],
    asksEs: ["puedo subirme al techo a taparlo", "me subo al techo con una lona"],
    answer:
      "No, please don't go up on the roof, above all when it is wet, dark or windy: call {emergencyLine} at {phone} and a crew will tarp it.",
    answerEs:
      "No, por favor no suba al techo, sobre todo si está mojado, oscuro o con viento: llame a nuestra línea de emergencias, {phone}, y un equipo lo cubrirá.",
    more: "Work from inside: catch the water and move things out of its way; tarping is work for a crew with harnesses.",
    link: { label: "emergency roof repair", path: "/emergency-roof-repair" },
  },
  {
    id: "answer-at-night",
    topic: "night",
    asks: ["will anyone answer at night", "is someone there after hours", "can I call at 11 pm", "do you answer the phone on weekends"],
    asksEs: ["contestan de noche"],
    answer: "Yes, {emergencyAnswered}: call {phone}, weekends and holidays too.",
    answerEs: "Sí, {emergencyAnswered}: llame al {phone}.",
    link: { label: "emergency roof repair", path: "/emergency-roof-repair" },
    confirms: true,
  },
  {
    id: "emergency-service",
    topic: "emergency-service",
    asks: ["do you do emergency repairs", "do you offer emergency tarping", "24/7 emergency roof service"],
    answer: "Yes, {emergencyAnswered}: call {phone} and we'll arrange a temporary cover.",
    link: { label: "emergency roof repair", path: "/emergency-roof-repair" },
    confirms: true,
  },
];
