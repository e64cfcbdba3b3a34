/**
 * The prices as the service pages and the chat say them, worked out by the price model
 * (content/prices.ts). The build runs this module and ships only the sentences
 * (scripts/built-values.plugin.ts): a page that states a price does not carry the model.
 */
export { priceFacts, priceSample } from "./prices";
