/**
 * Search keys: lower-case ASCII without accents, compared bytewise (see migration 0003). The same
 * functions build the stored keys and the query, so "Estée", "ESTEE" and "estee" all meet.
 */
const SPECIAL_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

/** Text that is ASCII already: NFKD and the letters spelled out leave it as it is. */
const ASCII = /^\p{ASCII}*$/u;

/** Lower-case, accents stripped (NFKD), a few letters spelled out in ASCII. */
export function fold(text: string): string {
  // Most search texts and tickers: lower-casing is all folding does to them.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæøœđłþðı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

export const TICKER_KEY_MAX = 24;
export const NAME_KEY_MAX = 255;
export const TERM_MAX = 40;

/** The ticker's key: folded, printable ASCII without spaces ('BRK.B' → 'brk.b'). */
export function tickerKey(ticker: string): string {
  return fold(ticker).replace(/[^\x21-\x7d]/g, '').slice(0, TICKER_KEY_MAX);
}

/** The name's key: folded words of letters and digits, single-spaced ('A. O. Smith' → 'a o smith'). */
export function nameKey(name: string): string {
  return fold(name).replace(/[^a-z0-9]+/g, ' ').trim().slice(0, NAME_KEY_MAX);
}

/** The distinct words of a name, in order. */
export function nameTerms(name: string): string[] {
  return keyWords(nameKey(name));
}

/** The distinct words of a name's key (nameKey), in order. */
function keyWords(key: string): string[] {
  return [...new Set(key.split(' ').filter(Boolean).map((word) => word.slice(0, TERM_MAX)))];
}

/**
 * The search terms of an investment from its stored keys (search_name, search_ticker): the distinct
 * words of its name (cut at TERM_MAX), and its ticker unless it is one of them.
 */
export function termsOfKeys(searchName: string, searchTicker: string): string[] {
  const words = keyWords(searchName);
  return searchTicker && !words.includes(searchTicker) ? [...words, searchTicker] : words;
}

/**
 * Exclusive upper bound of a prefix range: every key starting with `prefix` is below it. Keys hold
 * only characters below '~' (0x7e), so [prefix, prefix + '~') is exactly "starts with prefix".
 */
export function prefixEnd(prefix: string): string {
  return `${prefix}~`;
}

export interface SearchQuery {
  /** Ticker prefix to scan, '' when the text has none. */
  ticker: string;
  /** Name-word prefixes (all must match), longest first. */
  words: string[];
}

export function searchQuery(text: string): SearchQuery {
  return {
    ticker: /\s/.test(text.trim()) ? '' : tickerKey(text),
    words: nameTerms(text).sort((a, b) => b.length - a.length),
  };
}
