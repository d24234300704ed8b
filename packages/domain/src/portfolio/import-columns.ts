/**
 * Broker CSV import: which columns hold the ticker, the exchange and the units. A preset names the
 * header spellings it recognises; the user can override each choice. Headers are compared
 * case-insensitively with spaces, dots and underscores ignored ("Avail. Units" = "avail_units").
 */
export const IMPORT_PRESETS = ['generic', 'yahoo'] as const;
export type ImportPreset = (typeof IMPORT_PRESETS)[number];
export const DEFAULT_IMPORT_PRESET: ImportPreset = 'generic';

export const IMPORT_PRESET_LABELS: Readonly<Record<ImportPreset, string>> = {
  generic: 'Generic broker export (Ticker/Code/Symbol, Exchange/Market, Units/Quantity/Shares)',
  yahoo: 'Yahoo Finance portfolio export (Symbol such as BHP.AX, Quantity)',
};

export interface ImportMapping {
  ticker: string | null;
  exchange: string | null;
  units: string | null;
}

const PRESET_ALIASES: Readonly<Record<ImportPreset, Readonly<Record<keyof ImportMapping, readonly string[]>>>> = {
  generic: {
    ticker: ['ticker', 'code', 'symbol', 'asx code', 'security code', 'stock code', 'instrument code', 'instrument', 'security', 'stock'],
    exchange: ['exchange', 'market', 'exchange code', 'listing exchange', 'venue'],
    units: ['units', 'quantity', 'qty', 'shares', 'holding', 'holdings', 'avail units', 'available units', 'number of shares', 'no of units', 'position', 'shares held'],
  },
  yahoo: {
    ticker: ['symbol'],
    exchange: [],
    units: ['quantity'],
  },
};

/** Maximum size and rows of an import file. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

export function normaliseHeader(name: string): string {
  return name.trim().toLowerCase().replace(/[\s._-]+/g, ' ').trim();
}

export function isImportPreset(value: unknown): value is ImportPreset {
  return typeof value === 'string' && (IMPORT_PRESETS as readonly string[]).includes(value);
}

/** The columns a preset picks from a header (the first alias present, in alias order); null when none. */
export function detectMapping(header: readonly string[], preset: ImportPreset = DEFAULT_IMPORT_PRESET): ImportMapping {
  const byKey = new Map(header.map((name) => [normaliseHeader(name), name]));
  const pick = (aliases: readonly string[]) => aliases.map((alias) => byKey.get(alias)).find((name) => name !== undefined) ?? null;
  const aliases = PRESET_ALIASES[preset];
  return { ticker: pick(aliases.ticker), exchange: pick(aliases.exchange), units: pick(aliases.units) };
}

/** Exchange suffixes and prefixes brokers and quote sites write: BHP.AX, ASX:BHP. */
const SUFFIX_EXCHANGES: Readonly<Record<string, string>> = { AX: 'ASX', ASX: 'ASX' };
const PREFIX_EXCHANGES: Readonly<Record<string, string>> = {
  ASX: 'ASX', NASDAQ: 'NASDAQ', NYSE: 'NYSE', NYSEARCA: 'NYSE Arca', NYSEAMERICAN: 'NYSE American', AMEX: 'NYSE American', BATS: 'Cboe BZX',
};
const EXCHANGE_NAMES: Readonly<Record<string, string>> = {
  ...PREFIX_EXCHANGES, 'NYSE ARCA': 'NYSE Arca', 'NYSE AMERICAN': 'NYSE American', 'CBOE BZX': 'Cboe BZX', IEX: 'IEX', AU: 'ASX', AUS: 'ASX', US: 'US',
};

/** The canonical spelling of an exchange cell (ASX, NASDAQ, NYSE …); unknown names upper-cased as given. */
export function normaliseExchange(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  return EXCHANGE_NAMES[text.toUpperCase().replace(/\s+/g, ' ')] ?? text.toUpperCase();
}

/** A ticker cell split into ticker and exchange: "ASX:BHP" and "bhp.ax" → BHP on ASX; "BRK.B" stays. */
export function parseTickerCell(value: string, exchange: string | null = null): { ticker: string; exchange: string | null } {
  let ticker = value.trim().toUpperCase();
  let found = normaliseExchange(exchange);
  const prefix = /^([A-Z]+):(.+)$/.exec(ticker);
  if (prefix && PREFIX_EXCHANGES[prefix[1]!]) {
    found ??= PREFIX_EXCHANGES[prefix[1]!]!;
    ticker = prefix[2]!.trim();
  }
  const suffix = /^(.+)\.([A-Z]+)$/.exec(ticker);
  if (suffix && SUFFIX_EXCHANGES[suffix[2]!]) {
    found ??= SUFFIX_EXCHANGES[suffix[2]!]!;
    ticker = suffix[1]!;
  }
  return { ticker, exchange: found };
}
