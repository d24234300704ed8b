/** Dates as dd MMM yyyy (spec §9 Display formats): the one implementation lives in the domain package. */
export { formatDate } from '@thesis/domain';

/** Whole US dollars, e.g. $19. */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

/** Initials for an avatar placeholder: "Ada Lovelace" → "AL", "ada" → "A". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((part) => part.charAt(0).toUpperCase()).join('') || '?';
}
