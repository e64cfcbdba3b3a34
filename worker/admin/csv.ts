/**
 * CSV (RFC 4180): fields with a comma, a quote or a line break are quoted, quotes doubled,
 * lines end with CRLF. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * get a leading apostrophe, so a lead's text can never execute in the office's spreadsheet.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
