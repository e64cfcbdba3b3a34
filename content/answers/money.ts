import type { AnswerCard } from "./card";

/** Paying for the work: financing (content/business.ts's statement) and insurance claims. */

export const moneyCards: readonly AnswerCard[] = [
  {
    id: "financing",
    topic: "financing",
    asks: ["do you offer financing", "can I make monthly payments", "payment plans for a new roof", "pay over time"],
    asksEs: ["tienen financiamiento", "pagos mensuales"],
    answer: "Yes, we offer {financing}.",
    answerEs: "Sí, ofrecemos financiamiento a través de prestamistas externos, sujeto a aprobación de crédito.",
    more: "The lender sets the rate and term after you apply; the financing page has a payment calculator.",
    moreEs: "El prestamista fija la tasa y el plazo.",
    link: { label: "financing", path: "/financing", labelEs: "financiamiento" },
    confirms: true,
  },
  {
    id: "financing-offers",
    topic: "financing-offer",
    asks: [
      "is there zero percent interest",
      "no interest for a year",
      "0% apr for 12 months",
      "same as cash promotion",
      "any special financing deals or discounts",
      "do you have a senior or military discount",
      "promo code or coupon",
    ],
    asksEs: ["hay cero por ciento de interés", "tienen descuentos"],
    answer:
      "I can't promise that: no special rate, promotion or discount is listed on our site, and the lender sets rates and terms after credit approval.",
    answerEs: "No puedo prometer eso: el prestamista fija la tasa y el plazo después de la aprobación de crédito.",
    more: 'Promotional "same as cash" plans use deferred interest, which is not the same as 0%; our office can tell you what the lenders offer right now.',
    link: { label: "financing", path: "/financing", labelEs: "financiamiento" },
    offerForm: true,
  },
  {
    id: "insurance-claim",
    topic: "insurance",
    asks: [
      "will insurance pay for my roof",
      "can you help with my insurance claim",
      "do you work with adjusters",
      "is storm damage covered",
      "will someone be there when the insurance adjuster inspects",
      "can you meet my adjuster",
    ],
    asksEs: ["ayudan con el seguro", "el seguro paga el techo"],
    answer: "We document the damage with photos and measurements and can meet your adjuster, but your insurer decides what is covered.",
    answerEs: "Documentamos el daño con fotos y medidas y podemos reunirnos con su ajustador; la aseguradora decide qué cubre.",
    more: "Sudden storm damage is often covered; wear and age usually are not. We never offer to waive or cover a deductible.",
    link: { label: "what homeowners insurance covers", path: "/insights/what-homeowners-insurance-covers-roof-damage" },
    offerForm: true,
  },
  {
    id: "financing-order",
    topic: "financing-order",
    asks: ["do I have to be approved for a loan first", "apply for financing before the estimate or after"],
    answer: "No, you can get the free written estimate first and apply for financing once you know the price.",
    link: { label: "book a free estimate", path: "/schedule", labelEs: "reserve una visita gratis" },
  },
  {
    id: "storm-chasers",
    topic: "storm-chasers",
    asks: [
      "a roofer came door to door after the storm",
      "someone knocked and offered a free roof through insurance",
      "contractor pressuring me to sign a contract today",
      "how do I spot a storm chaser",
    ],
    answer:
      'Don\'t sign anything on the spot: a door-to-door offer after a storm, a "free roof" through insurance and pressure to sign today are the red flags of storm chasers.',
    more: "Ask for a licence and proof of insurance, get a written estimate from a local contractor, and call your insurer yourself.",
    link: { label: "how to spot storm chasers", path: "/insights/storm-chasers" },
  },
  {
    id: "deductible",
    topic: "deductible",
    asks: [
      "can you cover my deductible",
      "waive the deductible",
      "pay the deductible for me",
      "another roofer offered to absorb my deductible",
    ],
    answer: "No, we never waive, cover or rebate an insurance deductible.",
    more: "Your deductible is yours to pay under your policy.",
    link: { label: "maximizing your insurance reimbursement", path: "/insights/maximizing-insurance-reimbursement" },
  },
];
