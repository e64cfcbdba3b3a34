import { business } from "../business";
import { warrantyScope } from "../pages/warranty";
import type { AnswerCard } from "./card";

/** Who we are and what we stand behind: content/business.ts and the warranty page's terms. */

const licensed = business.statements.licensedInsured;

export const companyCards: readonly AnswerCard[] = [
  {
    id: "warranty",
    topic: "warranty",
    asks: [
      "what warranty do you give",
      "is there a guarantee on the work",
      "how long is your workmanship warranty",
      "what does the warranty cover",
    ],
    asksEs: ["qué garantía tienen", "garantía del trabajo"],
    answer: `Our work is backed by a ${business.warrantyYears} year workmanship warranty on ${warrantyScope.covers}, and the materials carry their manufacturers' own warranties.`,
    answerEs: `Nuestro trabajo tiene una garantía de mano de obra de ${business.warrantyYears} años, y los materiales tienen la garantía del fabricante.`,
    more: `${warrantyScope.excludes.charAt(0).toUpperCase()}${warrantyScope.excludes.slice(1)} are not covered by it.`,
    link: { label: "our warranty", path: "/warranty", labelEs: "nuestra garantía" },
    confirms: true,
  },
  {
    id: "warranty-excludes",
    topic: "warranty",
    asks: ["is gutter work under warranty"],
    answer: `No: ${warrantyScope.excludes} are not covered by our workmanship warranty.`,
    answerEs: "No: las inspecciones y el trabajo de canaletas no tienen la garantía de mano de obra.",
    more: `It covers ${warrantyScope.covers}, for ${business.warrantyYears} years.`,
    link: { label: "our warranty", path: "/warranty", labelEs: "nuestra garantía" },
  },
  {
    id: "warranty-cost",
    topic: "warranty",
    asks: ["does the warranty cost extra", "is there a fee for a warranty repair", "do I pay anything to use the warranty"],
    answer: "No, our workmanship warranty costs you nothing: it comes in writing with the work.",
    answerEs: "No, la garantía de mano de obra no le cuesta nada: viene por escrito con el trabajo.",
    link: { label: "our warranty", path: "/warranty", labelEs: "nuestra garantía" },
  },
  {
    id: "warranty-claim",
    topic: "warranty-claim",
    asks: ["how do I file a warranty claim", "who do I call about a warranty problem", "something you installed failed under warranty"],
    answer:
      "Call the office or send the contact form with what you see and photos if you can: we come out, look at it and fix what our workmanship warranty covers.",
    link: { label: "our warranty", path: "/warranty" },
    offerForm: true,
  },
  {
    id: "licensed",
    topic: "licence",
    asks: [
      "are you licensed",
      "are you insured",
      "do you have a contractor license",
      "do you carry liability insurance",
      "mhic license number",
    ],
    asksEs: ["tienen licencia y seguro"],
    answer: `Yes, we are ${licensed}.`,
    answerEs: `Sí, tenemos licencia y seguro en Maryland y Delaware.`,
    more: "Our licence numbers are in the footer of every page, and we gladly show proof of licence and insurance before any work begins.",
    link: { label: "about us", path: "/about", labelEs: "quiénes somos" },
    confirms: true,
  },
  {
    id: "certified",
    topic: "certification",
    asks: ["are you certified by the shingle manufacturer", "what certifications do you have", "certified roofer"],
    answer: `Yes, we hold ${business.statements.certification}.`,
    link: { label: "about us", path: "/about" },
    confirms: true,
  },
  {
    id: "experience",
    topic: "company",
    asks: [
      "how long have you been in business",
      "when was the company founded",
      "how many roofs have you done",
      "how experienced are you",
      "how many years has your company been around",
    ],
    answer: `We have served ${business.serviceArea} since ${business.founded}: ${business.yearsInBusiness} years and ${business.projectsCompleted} projects.`,
    link: { label: "about us", path: "/about" },
  },
  {
    id: "proof",
    topic: "licence",
    asks: ["can I see proof of your insurance", "certificate of insurance before the job", "show me your license before you start"],
    answer: `Yes, we are ${licensed} and gladly show proof before any work begins.`,
    link: { label: "about us", path: "/about" },
    confirms: true,
  },
  {
    id: "bbb",
    topic: "bbb",
    asks: ["what is your better business bureau rating", "are you rated with the bbb", "bbb accreditation"],
    answer: `Yes, we hold a BBB ${business.bbbRating} accredited rating.`,
    link: { label: "about us", path: "/about" },
    confirms: true,
  },
  {
    id: "crews",
    topic: "crews",
    asks: ["do you use subcontractors", "who does the work", "are the crews yours"],
    answer: `${business.statements.crews.charAt(0).toUpperCase()}${business.statements.crews.slice(1)}.`,
    link: { label: "about us", path: "/about" },
    confirms: true,
  },
  {
    id: "commercial",
    topic: "commercial",
    service: "roof",
    asks: ["do you do commercial roofs", "commercial flat roof", "work on commercial buildings", "low slope roofing for businesses"],
    answer: "Yes, we do commercial work, including TPO and EPDM membranes on low-slope and flat roofs.",
    more: "An estimator looks at the roof and gives a written price.",
    link: { label: "roofing", path: "/roofing" },
    confirms: true,
    offerForm: true,
  },
];
