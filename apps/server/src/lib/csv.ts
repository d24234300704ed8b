/**
 * A small RFC 4180 CSV reader (no dependency): comma-separated, fields optionally quoted with ",
 * "" inside quotes is one ", quoted fields may hold commas and line breaks, records end with LF or
 * CRLF, a UTF-8 byte-order mark is ignored and blank lines are skipped.
 */
export class CsvError extends Error {}

export interface CsvRecord {
  /** The spreadsheet row the record starts on (the header is row 1). */
  row: number;
  fields: string[];
}

/** Every record of `text`, the header included. */
export function* parseCsv(text: string): Generator<CsvRecord> {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const length = input.length;
  let fields: string[] = [];
  let line = 1;
  let start = 1;
  let i = 0;
  while (i <= length) {
    let field: string;
    if (input[i] === '"') {
      // Quoted: runs up to the closing quote; "" inside stands for one quote.
      const parts: string[] = [];
      let from = i + 1;
      for (;;) {
        const quote = input.indexOf('"', from);
        if (quote < 0) throw new CsvError(`row ${start}: a quoted field is not closed`);
        parts.push(input.slice(from, quote));
        if (input[quote + 1] === '"') {
          parts.push('"');
          from = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      field = parts.join('');
      for (const part of parts) for (let at = part.indexOf('\n'); at >= 0; at = part.indexOf('\n', at + 1)) line += 1;
      // Anything between the closing quote and the separator is kept as it is.
      const next = nextSeparator(input, i);
      field += input.slice(i, next);
      i = next;
    } else {
      const next = nextSeparator(input, i);
      field = input.slice(i, next);
      i = next;
    }
    fields.push(field);
    const char = input[i];
    if (char === ',') {
      i += 1;
      continue;
    }
    // End of a record: LF, CRLF or the end of the text.
    if (!(fields.length === 1 && fields[0] === '')) yield { row: start, fields };
    fields = [];
    if (char === undefined) break;
    i += char === '\r' ? 2 : 1;
    line += 1;
    start = line;
    if (i === length) break;
  }
}

/** Index of the next ',', LF, CRLF or the end of the text from `from`. */
function nextSeparator(input: string, from: number): number {
  for (let i = from; i < input.length; i += 1) {
    const code = input.charCodeAt(i);
    if (code === 44 || code === 10 || (code === 13 && input.charCodeAt(i + 1) === 10)) return i;
  }
  return input.length;
}

export interface CsvTable {
  header: string[];
  rows: { row: number; values: Record<string, string> }[];
}

/** The records as objects keyed by the (trimmed, lower-cased) header names. */
export function readCsv(text: string): CsvTable {
  const records = parseCsv(text);
  const first = records.next();
  if (first.done) return { header: [], rows: [] };
  const header = first.value.fields.map((name) => name.trim().toLowerCase());
  const rows: CsvTable['rows'] = [];
  for (const record of records) {
    const values: Record<string, string> = {};
    header.forEach((name, index) => {
      values[name] = record.fields[index] ?? '';
    });
    rows.push({ row: record.row, values });
  }
  return { header, rows };
}
