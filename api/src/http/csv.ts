/** The first characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: always in double quotes (inner quotes doubled), and text a spreadsheet would run as a formula
 * (`=HYPERLINK(…)`, `+1…`, `-2+3`, `@SUM(…)`, a leading tab or carriage return) behind a single quote, so it is shown,
 * never run.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV file: a header row, then the rows, lines ending CRLF (RFC 4180), behind a UTF-8 byte order mark so
 * spreadsheets read accented names right.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): Buffer {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
