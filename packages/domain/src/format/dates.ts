/** Date display formats of spec §9: dd MMM yyyy, and dd MMM yy for notes. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

interface Parts {
  year: number;
  month: number;
  day: number;
}

/**
 * Calendar parts of a value. A date-only string (yyyy-mm-dd, e.g. a year end) is a calendar date
 * and never shifts with the time zone; a timestamp or Date is shown in the viewer's local time.
 */
function partsOf(value: string | Date | null | undefined): Parts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function format(value: string | Date | null | undefined, shortYear: boolean): string {
  const parts = partsOf(value);
  if (!parts || parts.month < 1 || parts.month > 12) return '';
  const year = shortYear ? String(parts.year % 100).padStart(2, '0') : String(parts.year);
  return `${String(parts.day).padStart(2, '0')} ${MONTHS[parts.month - 1]} ${year}`;
}

/** '05 Dec 2025'; '' when there is no valid date. */
export function formatDate(value: string | Date | null | undefined): string {
  return format(value, false);
}

/** Note dates: '05 Dec 25'. */
export function formatNoteDate(value: string | Date | null | undefined): string {
  return format(value, true);
}

/** Operator times, in UTC as schedules are written: '05 Dec 2025 06:30 UTC'; '' when there is no valid date. */
export function formatDateTime(value: string | null | undefined): string {
  const at = value ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return `${formatDate(at.toISOString().slice(0, 10))} ${at.toISOString().slice(11, 16)} UTC`;
}
