import { roofMaterials } from "../estimate";
import { extras, publishedRanges, sidingPerSquareFoot, windowPrices } from "../prices";
import type { AnswerCard } from "./card";

/** What things cost, from the one price model (content/prices.ts, content/estimate.ts). */

const dollars = (value: number) =>
  `$${value.toLocaleString("en-US", { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(value) ? 0 : 2 })}`;
const range = ({ low, high }: { low: number; high: number }) => `${dollars(low)} to ${dollars(high)}`;
const rango = ({ low, high }: { low: number; high: number }) => `${dollars(low)} a ${dollars(high)}`;
const shingles = roofMaterials.find((m) => m.id === "asphalt-architectural")!.pricePerSquare;
const metal = roofMaterials.find((m) => m.id === "metal-standing-seam")!.pricePerSquare;
const window = windowPrices["vinyl-double-hung"];
const vinyl = sidingPerSquareFoot("vinyl");
const fiberCement = sidingPerSquareFoot("fiber-cement");

export const priceCards: readonly AnswerCard[] = [
  {
    id: "roof-price",
    topic: "price",
    service: "roof",
    asks: ["how much does a new roof cost", "price of a roof replacement", "what does a roof run", "cost per square for shingles"],
    asksEs: ["cuánto cuesta un techo nuevo", "precio de cambiar el techo"],
    answer: `An architectural shingle roof on a typical house here runs about ${range(publishedRanges.roof)}; by the square (100 square feet of roof), ${range(shingles)} for shingles and ${range(metal)} for standing seam metal.`,
    answerEs: `Un techo de tejas arquitectónicas en una casa típica de la zona cuesta entre ${rango(publishedRanges.roof)}; por cada 100 pies cuadrados de techo, ${rango(shingles)}.`,
    more: "Tell me the roof's size in square feet and I'll work out a range.",
    moreEs: "Dígame cuántos pies cuadrados tiene el techo y le calculo un rango.",
    link: { label: "instant roof estimate", path: "/roof-replacement-estimate", labelEs: "estimado instantáneo del techo" },
  },
  {
    id: "siding-price",
    topic: "price",
    service: "siding",
    asks: ["how much is new siding", "siding cost per square foot", "price to reside a house"],
    asksEs: ["cuánto cuesta el revestimiento", "precio del siding por pie cuadrado", "precio del revestimiento de vinilo"],
    answer: `Vinyl siding runs about ${range(vinyl)} per square foot of wall installed, insulated vinyl ${range(sidingPerSquareFoot("insulated-vinyl"))} and fiber cement ${range(fiberCement)}.`,
    answerEs: `El siding de vinilo cuesta unos ${rango(vinyl)} por pie cuadrado de pared instalado, y el de fibrocemento ${rango(fiberCement)}.`,
    more: "Tell me the wall area in square feet and I'll work out a range.",
    moreEs: "Dígame los pies cuadrados de pared y le calculo un rango.",
    link: { label: "instant siding estimate", path: "/roof-replacement-estimate?for=siding", labelEs: "estimado instantáneo de siding" },
  },
  {
    id: "window-price",
    topic: "price",
    service: "windows",
    asks: ["how much per window", "cost of replacement windows", "price for a new window installed"],
    asksEs: ["cuánto cuesta cada ventana", "precio de ventanas nuevas"],
    answer: `A standard-size vinyl double-hung replacement window runs about ${range(window)} installed; fiberglass runs ${range(windowPrices.fiberglass)}.`,
    answerEs: `Una ventana de reemplazo de vinilo de tamaño estándar cuesta unos ${rango(window)} instalada.`,
    more: "Tell me how many windows and I'll work out a range.",
    moreEs: "Dígame cuántas ventanas y le calculo el total.",
    link: { label: "windows", path: "/windows", labelEs: "ventanas" },
  },
  {
    id: "gutter-price",
    topic: "price",
    service: "gutters",
    asks: ["how much are seamless gutters", "gutter cost per foot", "price of gutter guards"],
    asksEs: ["cuánto cuestan las canaletas", "precio de canaletas por pie"],
    answer: `Seamless gutters run about ${range(extras.gutterPerFoot)} per linear foot installed, downspouts included; guards add ${range(extras.gutterGuardPerFoot)} per linear foot.`,
    answerEs: `Las canaletas sin costura cuestan unos ${rango(extras.gutterPerFoot)} por pie lineal instaladas, con bajantes incluidas.`,
    more: "Tell me the length in feet and I'll work out a range.",
    moreEs: "Dígame cuántos pies lineales y le calculo el total.",
    link: {
      label: "instant gutter estimate",
      path: "/roof-replacement-estimate?for=gutters",
      labelEs: "estimado instantáneo de canaletas",
    },
  },
];
