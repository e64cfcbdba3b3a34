import { stringify } from "csv-stringify/browser/esm/sync";

/**
 * CSV (RFC 4180) for the office's spreadsheet, written by csv-stringify: fields with a comma,
 * a quote or a line break are quoted, quotes doubled, lines end with CRLF.
 *
 * A cell a spreadsheet could run as a formula gets a leading apostrophe: one whose first
 * visible character, after leading spaces and invisible or format characters (zero-width
 * space, BOM, joiners, no-break space, controls) and read in NFKC form (so full-width ＝＋－＠
 * and the small ﹦ count as = + - @), is = + - or @, or that starts with a tab or CR.
 * NUL bytes are dropped: spreadsheets stop reading a cell there, or hide what follows.
 */
const LEADING_INVISIBLE = /^[\s\p{Cc}\p{Cf}\p{Z}]+/u;

function defused(value: unknown): string {
  const text = (value === null || value === undefined ? "" : String(value)).replaceAll("\u0000", "");
  const visible = text.normalize("NFKC").replace(LEADING_INVISIBLE, "");
  return /^[\t\r]/.test(text) || /^[=+\-@]/.test(visible) ? `'${text}` : text;
}

// Quote any line break, not only the CRLF record delimiter (a lone LF or CR still ends a row for some readers).
const OPTIONS = { record_delimiter: "\r\n", eof: false, quoted_match: /[\r\n]/ } as const;

/** One cell, quoted when needed and defused. */
export function csvCell(value: unknown): string {
  return stringify([[defused(value)]], OPTIONS);
}

/** One line of cells, ending with CRLF. */
export function csvRow(values: readonly unknown[]): string {
  return `${stringify([values.map(defused)], OPTIONS)}\r\n`;
}
