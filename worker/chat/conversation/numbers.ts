/**
 * Numbers as people type them, in English and Spanish: "11", "1,800", "fourteen",
 * "twenty two", "a dozen", "veinte", "cien". No library parses both languages without pulling
 * in a fuzzy-matching runtime several times this file's size (docs/decisions/048).
 */

const UNITS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  docena: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, mil: 1000, k: 1000 };
const JOINERS = new Set(["and", "y", "-"]);

const plain = (word: string) => word.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

/** A number written out in words, from a list of words; null when the words are not one. */
function wordsToNumber(words: readonly string[], spanish: boolean): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const raw of words) {
    const word = plain(raw);
    if (JOINERS.has(word) && seen) continue;
    if (word === "once" && !spanish) return null;
    if (word in UNITS) {
      current += UNITS[word]!;
      seen = true;
    } else if (word in SCALES && seen) {
      const scale = SCALES[word]!;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
    } else return null;
  }
  return seen ? total + current : null;
}

/** A number and where it stands in the text. */
export interface FoundNumber {
  value: number;
  /** Offsets of the number's text. */
  start: number;
  end: number;
}

const DIGITS = /\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b|\b\d+(?:\.\d+)?\s?k\b|\b\d+(?:\.\d+)?\b/gi;
const WORD = /[a-záéíóúñ]+/gi;

/**
 * Every number in a text, in order: figures ("1,800", "2.5k") and numbers in words.
 * @example numbersIn("we have fourteen windows and 150 ft of gutter") // [{ value: 14, ... }, { value: 150, ... }]
 */
export function numbersIn(text: string, language: "en" | "es" = "en"): FoundNumber[] {
  const found: FoundNumber[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const figure = match[0].toLowerCase();
    const value = figure.endsWith("k") ? Number.parseFloat(figure) * 1000 : Number(figure.replace(/,/g, ""));
    if (Number.isFinite(value)) found.push({ value, start: match.index, end: match.index + match[0].length });
  }
  const words = [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  for (let at = 0; at < words.length; at++) {
    // "a"/"an"/"un"/"una" alone are articles, not numbers: only "a dozen", "a hundred".
    let best: FoundNumber | null = null;
    for (let to = at + 1; to <= Math.min(words.length, at + 6); to++) {
      const run = words.slice(at, to).map((w) => w.word);
      const value = wordsToNumber(run, language === "es");
      if (value === null) break;
      const article = run.length === 1 && ["a", "an", "un", "una", "uno", "one"].includes(run[0]!);
      if (!article || run[0] === "one" || run[0] === "uno") best = { value, start: words[at]!.start, end: words[to - 1]!.end };
    }
    if (best && !JOINERS.has(words[at]!.word)) {
      found.push(best);
      while (at + 1 < words.length && words[at + 1]!.start < best.end) at++;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
