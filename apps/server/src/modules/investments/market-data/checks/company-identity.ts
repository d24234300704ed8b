/**
 * Whether two names belong to one company. Tickers are reused after delistings (SE was Spectra
 * Energy and is Sea Limited; FB was Facebook and is an ETF), so figures attach to a listing only
 * when the company behind them is the listing's company: by SEC CIK where both sides carry one,
 * else by name. Names match when, after dropping legal words and punctuation:
 * - they are equal, or one is the start of the other ("APA" and "Apache");
 * - they share a distinctive word ("Block H&R" and "H&R Block Inc"): not a word every second
 *   company has ("Energy", "Financial", "Petroleum" …);
 * - one is the initials of the other ("NOV Inc." and "National Oilwell Varco").
 */
const LEGAL_WORDS = new Set([
  'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'companies', 'ltd', 'limited', 'plc', 'the', 'group', 'holdings', 'holding', 'hldgs',
  'class', 'a', 'b', 'c', 'com', 'common', 'stock', 'shares', 'new', 'sa', 'nv', 'ag', 'llc', 'lp', 'de', 'and', 'of', 'trust', 'international', 'intl',
]);
const COMMON_WORDS = new Set([
  'energy', 'financial', 'finance', 'bank', 'banks', 'bancorp', 'petroleum', 'oil', 'gas', 'resources', 'technologies', 'technology', 'systems',
  'services', 'industries', 'capital', 'communications', 'health', 'healthcare', 'pharmaceuticals', 'properties', 'realty', 'global', 'american',
  'united', 'national', 'first', 'general', 'entertainment', 'brands', 'solutions', 'partners', 'networks', 'foods', 'insurance', 'etf', 'fund',
]);

/** The words of a name that identify it: lower case, apostrophes joined ("Kohl's" → "kohls"), legal words dropped. */
export function nameWords(name: string): string[] {
  const words = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !LEGAL_WORDS.has(word));
  return words.length > 0 ? words : name.toLowerCase().split(/\s+/).filter(Boolean);
}

function initials(words: readonly string[]): string {
  return words.map((word) => word[0]).join('');
}

export function sameCompanyName(left: string, right: string): boolean {
  const a = nameWords(left);
  const b = nameWords(right);
  const joinedA = a.join('');
  const joinedB = b.join('');
  if (joinedA === '' || joinedB === '') return false;
  if (joinedA === joinedB) return true;
  const [shorter, longer] = joinedA.length <= joinedB.length ? [joinedA, joinedB] : [joinedB, joinedA];
  if (shorter.length >= 3 && longer.startsWith(shorter) && (a.length === 1 || b.length === 1)) return true;
  if (a.some((word) => word.length >= 3 && !COMMON_WORDS.has(word) && b.includes(word))) return true;
  return (a.length >= 2 && initials(a) === joinedB) || (b.length >= 2 && initials(b) === joinedA);
}

/** The company behind a listing, as the identity checks read it. */
export interface ListingIdentity {
  exchange: string;
  ticker: string;
  name: string;
  /** The SEC registrant today listed under the ticker (null: not an SEC filer, or unknown). */
  cik: string | null;
  isEtf: boolean;
}

/**
 * Why figures filed by `filer` (its CIK when the source has one, and its name) cannot attach to
 * `listing`, or null when they belong to it.
 */
export function identityMismatch(listing: ListingIdentity, filer: { cik: string | null; name: string }): string | null {
  const today = `today's ${listing.ticker} (${listing.name})`;
  if (listing.isEtf) return `${listing.ticker}: the figures of ${filer.name} cannot belong to ${today}, a fund`;
  if (filer.cik && listing.cik) return normaliseCik(filer.cik) === normaliseCik(listing.cik) ? null : `${listing.ticker}: the figures of ${filer.name} (CIK ${filer.cik}) belong to another company than ${today}, CIK ${listing.cik}`;
  return sameCompanyName(filer.name, listing.name) ? null : `${listing.ticker}: the figures of ${filer.name} belong to another company than ${today}`;
}

function normaliseCik(cik: string): string {
  return cik.replace(/^0+/, '');
}
