import zipTowns from "../../../content/zip-towns.json";
import { telHref } from "../../../contracts/site-config";

/** How the admin writes what it shows: money, places and the links that call, text or map. */

const towns = zipTowns as Record<string, string>;

/** "Bel Air, MD" for a Maryland or Delaware ZIP code (content/zip-towns.json); null when unknown. */
export function townOf(zip: string | null | undefined): string | null {
  return zip ? (towns[zip] ?? null) : null;
}

/** A map search for the address, opened by the phone's own maps app when it has one. */
export function mapHref(address: string, zip: string | null | undefined): string {
  const town = townOf(zip);
  const place = [address, town, zip].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/** An `sms:` link to the number (the phone's messages app opens with it). */
export const smsHref = (phone: string) => telHref(phone).replace(/^tel:/, "sms:");

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$18,500.00" from cents; "-" for none. */
export const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? "-" : USD.format(cents / 100));

/** Dollars as typed ("18,500", "$18500.50") to cents; null for empty, undefined when it is not an amount. */
export function centsOf(text: string): number | null | undefined {
  const plain = text.replace(/[$,\s]/g, "");
  if (plain === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return Math.round(Number(plain) * 100);
}

/** Dollars for an amount field ("18500.5" -> "18500.50"). */
export const dollarsText = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2).replace(/\.00$/, ""));
