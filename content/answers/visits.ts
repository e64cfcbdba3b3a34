import { scheduling, visitSteps } from "../schedule";
import type { AnswerCard } from "./card";

/** Estimates and visits: content/schedule.ts's booking rules. */

const weekday = scheduling.windows.weekday;
const saturday = scheduling.windows.saturday;
const clock = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "a.m." : "p.m."}`;
};
const visitHours = `Monday to Friday ${clock(weekday[0]!.start)} to ${clock(weekday.at(-1)!.end)} and Saturday ${clock(saturday[0]!.start)} to ${clock(saturday.at(-1)!.end)}`;

export const visitCards: readonly AnswerCard[] = [
  {
    id: "free-estimate",
    topic: "estimate",
    asks: ["is the estimate free", "do you charge for estimates", "how do I get a quote", "can someone come give me a price"],
    asksEs: [
      "el estimado es gratis",
      "quiero un presupuesto",
      "necesito una cita para una inspección",
      "pueden venir a ver mi techo",
      "quiero una cita",
      "pueden revisar mi techo",
    ],
    answer: "Yes, every estimate is free and written, with no obligation.",
    answerEs: "Sí, todos los estimados son gratis y por escrito, sin compromiso.",
    more: `${visitSteps[4]}`,
    link: { label: "book a free visit", path: "/schedule", labelEs: "reserve una visita gratis" },
    confirms: true,
  },
  {
    id: "visit-hours",
    topic: "hours",
    asks: ["what are your hours", "when can you come out", "do you work weekends", "are you open on saturday"],
    asksEs: ["cuál es su horario", "trabajan los sábados"],
    answer: `{emergencyAnswered}; estimate visits are ${visitHours}, booked from the next day on.`,
    answerEs: "Emergencias: {emergencyAnswered}; las visitas son de lunes a sábado.",
    link: { label: "pick a time", path: "/schedule", labelEs: "elija una hora" },
  },
  {
    id: "inspection",
    topic: "inspection",
    asks: ["do you do roof inspections", "can you inspect my roof", "what happens at an inspection"],
    asksEs: ["hacen inspecciones de techo"],
    answer: "Yes, we inspect the roof, flashing, gutters and attic ventilation for free, and give you photos and a written summary.",
    answerEs:
      "Sí, la inspección del techo es gratis: revisamos techo, tapajuntas, canaletas y ventilación, con fotos y un resumen por escrito.",
    link: { label: "what to expect during a roof inspection", path: "/insights/what-to-expect-roof-inspection" },
    confirms: true,
  },
  {
    id: "job-length",
    topic: "duration",
    service: "roof",
    asks: ["how long does a roof replacement take", "how many days to put on a roof"],
    answer: "Most single-family roof replacements take one to three days, depending on size, pitch and weather.",
    link: { label: "roofing", path: "/roofing" },
  },
  {
    id: "siding-length",
    topic: "duration",
    service: "siding",
    asks: ["how long does a siding job take"],
    answer: "Many whole-house siding jobs take one to two weeks on site, longer for large homes.",
    link: { label: "siding", path: "/siding" },
  },
  {
    id: "window-length",
    topic: "duration",
    service: "windows",
    asks: ["how long does window replacement take", "how long until the windows arrive"],
    answer: "Windows are built to size and arrive several weeks after we measure; most houses are finished in one to three days.",
    link: { label: "windows", path: "/windows" },
  },
  {
    id: "gutter-length",
    topic: "duration",
    service: "gutters",
    asks: ["how long does gutter installation take"],
    answer: "Gutters are formed on site, so most gutter jobs are done in a day.",
    link: { label: "roofing", path: "/roofing" },
  },
];

/** How booking works: content/schedule.ts's rules. */
export const bookingCards: readonly AnswerCard[] = [
  {
    id: "booking-horizon",
    topic: "horizon",
    asks: ["how far ahead can I book", "how far out can I schedule", "can I book next month"],
    asksEs: ["con cuánta anticipación puedo reservar"],
    answer: `Online bookings open ${scheduling.horizonDays} days ahead, from tomorrow on.`,
    answerEs: `Se puede reservar en línea con hasta ${scheduling.horizonDays} días de anticipación.`,
    link: { label: "pick a time", path: "/schedule", labelEs: "elija una hora" },
  },
  {
    id: "visit-length",
    topic: "visit-length",
    asks: [
      "how long does the visit take",
      "how long will the estimator be there",
      "how long is the appointment",
      "how long does the estimate visit last",
    ],
    asksEs: ["cuánto dura la visita"],
    answer: "The visit takes about an hour.",
    answerEs: "La visita dura más o menos una hora.",
    more: "The estimator walks the outside, measures, takes photos and leaves a written estimate.",
    link: { label: "book a free visit", path: "/schedule", labelEs: "reserve una visita gratis" },
  },
  {
    id: "be-home",
    topic: "be-home",
    asks: ["do I need to be home for the visit", "does someone have to be there", "can you do it while I'm at work"],
    answer: "It helps if someone who can decide on the project is home; the estimator walks the outside of the house.",
    link: { label: "book a free visit", path: "/schedule" },
  },
];
