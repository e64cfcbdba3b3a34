import { priceSample } from "../../content/price-facts.built";
import { SAMPLE_LABELS } from "../../content/samples";

/**
 * An answer that states a dollar figure while the price model's figures are the template's
 * (content/prices.ts) says so, in the words the pages' mark uses: whichever way the assistant
 * found the figure (the price model's sentences, a page it retrieved, Workers AI).
 */
export function markSamplePrices(response: string): string {
  return priceSample.sample && /\$\d/.test(response) && !/Sample prices|Precios de muestra/.test(response)
    ? `${response} (${SAMPLE_LABELS.prices}.)`
    : response;
}
