import { stemmer } from "stemmer";

/**
 * How the assistant's search reads words, the same for the site's passages and a visitor's
 * message: phrases people use for the same thing made one, links reduced to their labels,
 * common words dropped, the rest stemmed ("leaking" and "leaks" are one term).
 */

/** Phrases that name one thing in different words: each pattern reads as its replacement. */
const PHRASES: readonly [RegExp, string][] = [
  [/\bbetter business bureau\b/g, "bbb"],
  [/\bleaf (guards?|filters?|screens?)\b/g, "gutter guards"],
  [/\bgutter (screens?|covers?)\b/g, "gutter guards"],
  [/\brow ?(homes?|houses?)\b/g, "rowhouse"],
  [/\btown ?homes?\b/g, "townhouse"],
  [/\b3[- ]?tab\b/g, "three-tab"],
  [/\bre-?roof(ing|ed)?\b/g, "roof replacement"],
  [/\bhow much\b/g, "cost price"],
  [/\bpay (monthly|over time|in installments)\b/g, "financing monthly payments"],
  [/\bhomeowners? association\b/g, "hoa"],
  [/\bicicles?\b/g, "ice dams"],
  [/\bice damming\b/g, "ice dams"],
  [/\bacv\b/g, "actual cash value"],
  [/\brcv\b/g, "replacement cost"],
  [/\b(pics|pictures)\b/g, "photos"],
  [/\b(before and after|work you'?ve done|roofs you'?ve done|jobs you'?ve done|past (jobs|work|projects))\b/g, "portfolio projects"],
  [/\b(24\/7|24-7|around the clock)\b/g, "24/7 emergency"],
  [/\bhail\b/g, "hail storm"],
  [/\bstorm chasers?\b/g, "storm chasers door knock"],
  [/\bdoor[- ]to[- ]door\b/g, "door knock"],
  [/\bliability insurance\b/g, "insured"],
  [/\btoday\b/g, "today same-day"],
  [/\bde\b(?!\s+grace)/g, "delaware"],
];

/** Words that mean the same here: each reads as the first of its group. */
const SAME: readonly (readonly string[])[] = [
  ["estimate", "quote", "quotes", "bid", "bids", "proposal", "estimates"],
  ["cost", "price", "prices", "pricing", "costs", "expensive", "cheap", "cheapest", "ballpark", "charge"],
  ["financing", "finance", "loan", "loans", "lender", "lenders"],
  ["warranty", "warranties", "guarantee", "guaranteed", "guarantees", "warrantee", "warrenty"],
  ["repair", "fix", "fixed", "fixing", "repairs", "patch"],
  ["house", "home", "homes", "houses"],
  ["founded", "established", "started", "start", "founding", "began"],
  ["photos", "photographs", "photo", "picture"],
  ["insured", "insurance"],
  ["licensed", "license", "licenses", "licensing", "licence"],
  ["rowhouse", "rowhouses", "rowhome"],
  ["projects", "project", "jobs", "job"],
  ["maryland", "md"],
  ["commercial", "business", "businesses", "office"],
  ["roofer", "roofers", "contractor", "contractors", "crew", "crews"],
  ["gutters", "gutter", "eavestrough"],
  ["windows", "window"],
  ["long", "lengthy"],
  ["days", "day"],
  ["rating", "grade", "rated", "score"],
  ["reviews", "review", "stars", "star"],
  ["cause", "causes", "caused", "causing", "form", "forms", "formed", "forming"],
];

const STOP_WORDS = new Set(
  "a an the and or but if of to in on at for with from by as is are was were be been being am do does did done i me my mine we us our ours you your yours u ur ya yall y'all it its it's this that these those there here what whats what's which who whom whose how when where why can could would should will shall may might must have has had having about so than too very just also any some all get got getting guys im i'm ive i've id i'd dont don't doesnt doesn't not no yes please thanks thank hi hey hello know want wanted need needs needed like would'd gonna wanna kind sort thing things really actually much many lot lots one ones put puts somewhere anywhere look looking looked see seen show find give goes worry worried concerned good great fine okay ok idea best someone somebody anyone anybody tell let me say said go going come coming make out up down over off into again then now still even well way".split(
    " ",
  ),
);

/** Stop words as stems too, so "kinds" goes the way of "kind". */
const STOP_STEMS = new Set([...STOP_WORDS].map((word) => stemmer(word)));

const canonical = new Map<string, string>(SAME.flatMap((group) => group.map((word) => [word, group[0]!] as const)));

/** Text with the phrases above rewritten and links reduced to their labels, lower case. */
export function normalizeText(text: string): string {
  let normal = text
    .toLowerCase()
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of PHRASES) normal = normal.replace(pattern, replacement);
  return normal;
}

/** The words of a text, before they become terms. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9+$'/]+/)
    .map((word) => word.replace(/^'+|'+$|'s$/g, ""))
    .filter(Boolean);
}

/** A word as the index keeps it, or null for a word that says nothing on its own. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower) || (lower.length < 2 && !/\d/.test(lower))) return null;
  const same = canonical.get(lower) ?? lower;
  if (/\d|\+|\$|\//.test(same)) return same;
  const stem = stemmer(same);
  return STOP_STEMS.has(stem) && !canonical.has(lower) ? null : stem;
}

/** The distinct terms of a text. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((word) => termOf(word) ?? []))];
}
