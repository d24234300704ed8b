/**
 * How a stored cell value reads in a preview: numbers plainly (no grouping, no exponent, at most
 * the 15 significant digits a spreadsheet keeps), dates as yyyy-mm-dd, times of day as hh:mm or
 * hh:mm:ss. What decides a date is the cell's number format, as in the spreadsheet program.
 */
export type NumberKind = 'number' | 'date' | 'time';

const PLAIN = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 15 });
const DAY_MS = 86_400_000;
/** 9999-12-31, the last day a spreadsheet can show. */
const LAST_SERIAL = 2_958_465;

export function plainNumber(value: number): string {
  return PLAIN.format(value === 0 ? 0 : value);
}

/**
 * The built-in number formats that show dates (14–17, 22, and the East Asian ones 27–36, 50–58)
 * or times (18–21, 45–47); ids from 164 on are the workbook's own (see numberKindOfFormat).
 */
export function numberKindOfBuiltIn(id: number): NumberKind {
  if ((id >= 14 && id <= 17) || id === 22 || (id >= 27 && id <= 36) || (id >= 50 && id <= 58)) return 'date';
  if ((id >= 18 && id <= 21) || (id >= 45 && id <= 47)) return 'time';
  return 'number';
}

/**
 * A format code shows a date when it has a year, day or month part, and a time when it only has
 * hours, minutes or seconds. Quoted text, escaped characters and [colour] or [$-locale] sections
 * are not parts; [h], [m] and [s] (elapsed time) are. Only the first section (positive numbers) counts.
 */
export function numberKindOfFormat(code: string): NumberKind {
  const first = code.split(';')[0] ?? '';
  const parts = first
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/_.|\*./g, '')
    .replace(/\[(h+|m+|s+)\]/gi, '$1')
    .replace(/\[[^\]]*\]/g, '')
    .toLowerCase();
  if (parts === 'general') return 'number';
  if (/[yd]/.test(parts)) return 'date';
  if (/[hs]/.test(parts)) return 'time';
  if (/m/.test(parts)) return 'date';
  return 'number';
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A serial date as yyyy-mm-dd. Serial 1 is 1900-01-01 (1904-01-02 in a workbook on the 1904 date
 * system); the 1900 system counts 1900 as a leap year, so its day 60 is "1900-02-29" and from day
 * 61 on days count from 1899-12-30. Null outside the days a spreadsheet can show.
 */
export function serialDate(serial: number, date1904: boolean): string | null {
  if (!(serial >= 0) || serial > LAST_SERIAL) return null;
  const days = Math.floor(Math.round(serial * DAY_MS) / DAY_MS);
  if (!date1904 && days === 60) return '1900-02-29';
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : days < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  return new Date(epoch + days * DAY_MS).toISOString().slice(0, 10);
}

/** The time of day of a serial date: hh:mm, or hh:mm:ss when it has seconds. */
export function serialTime(serial: number): string | null {
  if (!(serial >= 0) || serial > LAST_SERIAL) return null;
  const seconds = Math.round((serial - Math.floor(serial)) * 86_400) % 86_400;
  const time = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
  return seconds % 60 === 0 ? time : `${time}:${pad(seconds % 60)}`;
}

/** A stored number as it reads in the preview, by the kind of its cell's format. */
export function numberText(value: number, kind: NumberKind, date1904: boolean): string {
  if (kind === 'date') return serialDate(value, date1904) ?? plainNumber(value);
  if (kind === 'time') return serialTime(value) ?? plainNumber(value);
  return plainNumber(value);
}
