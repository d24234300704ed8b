/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled; lines end
 * with CRLF. Text starting with =, +, - or @ gets a leading apostrophe so spreadsheets never run
 * it as a formula (numbers are written as numbers).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
