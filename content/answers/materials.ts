import { lifespanText, roofMaterials } from "../estimate";
import type { AnswerCard } from "./card";

/** Materials compared: what each lasts and how they differ (content/estimate.ts). */

const perSquare = (id: string) => {
  const { low, high } = roofMaterials.find((m) => m.id === id)!.pricePerSquare;
  return `$${low.toLocaleString("en-US")} to $${high.toLocaleString("en-US")}`;
};

const lifespans = roofMaterials.map(
  (m) => `${m.label.replace(/^TPO flat roof membrane$/, "TPO flat roofs").toLowerCase()} ${lifespanText(m.id)} years`,
);

export const materialCards: readonly AnswerCard[] = [
  {
    id: "lifespan-not-given",
    topic: "lifespan-other",
    asks: ["how many years do new windows last"],
    answer:
      "Our site doesn't give a lifespan for windows or siding: it depends on the product, and its manufacturer's warranty says what it covers.",
    answerEs: "Nuestro sitio no da una duración para ventanas ni siding: depende del producto y de la garantía del fabricante.",
    more: "The estimator can go over the products you're considering.",
    link: { label: "our warranty", path: "/warranty", labelEs: "nuestra garantía" },
  },
  {
    id: "roof-lifespans",
    topic: "lifespan",
    service: "roof",
    asks: ["how long does each roof last", "lifespan of shingles vs metal", "how many years will a roof last", "how long do shingles last"],
    asksEs: ["cuántos años dura un techo"],
    answer: `Roughly: ${lifespans.join(", ")}.`,
    answerEs: `Más o menos: tejas arquitectónicas ${lifespanText("asphalt-architectural")} años y metal ${lifespanText("metal-standing-seam")} años.`,
    more: "Weather, ventilation and installation move those numbers.",
    link: { label: "asphalt shingles: pros and cons", path: "/insights/asphalt-shingles-pros-and-cons" },
  },
  {
    id: "metal-or-shingles",
    topic: "compare",
    service: "roof",
    asks: ["metal roof or shingles which is better", "is metal worth it over asphalt", "difference between metal and shingle roofs"],
    answer: `Standing seam metal costs about twice as much as architectural shingles but lasts ${lifespanText("metal-standing-seam")} years against ${lifespanText("asphalt-architectural")}.`,
    more: `By the square (100 square feet of roof) installed, metal runs ${perSquare("metal-standing-seam")} and architectural shingles ${perSquare("asphalt-architectural")}. Shingles are the best value per year on most houses here; metal suits owners staying for decades.`,
    link: { label: "roofing", path: "/roofing" },
  },
  {
    id: "siding-compare",
    topic: "compare",
    service: "siding",
    asks: ["vinyl or fiber cement siding which is better", "hardie board vs vinyl", "difference between siding materials"],
    answer:
      "Fiber cement costs more than vinyl but is thicker, won't melt or sag, and takes paint; vinyl costs less and never needs painting.",
    more: "Insulated vinyl sits between them and adds a little insulation.",
    link: { label: "siding", path: "/siding" },
  },
];
