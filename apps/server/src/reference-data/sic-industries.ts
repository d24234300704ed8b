import type { CsvTable } from '../lib/csv';

/** One SEC registrant's classification, from us_sec_company_sic.csv. */
export interface SecRegistrant {
  cik: string | null;
  sic: string | null;
  description: string | null;
  division: string | null;
  /** operating | other | investment (the SEC's entity type). */
  entityType: string | null;
}

const key = (exchange: string, ticker: string) => `${exchange}\u0000${ticker}`;
const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * SEC registrants by (exchange, ticker), with a fallback by ticker alone when exactly one
 * exchange-listed (not OTC) registrant has it.
 */
export class SicIndustries {
  private readonly byKey = new Map<string, SecRegistrant>();
  private readonly byTicker = new Map<string, SecRegistrant[]>();

  constructor(table: CsvTable) {
    for (const { values } of table.rows) {
      const registrant: SecRegistrant = {
        cik: orNull(values.cik),
        sic: orNull(values.sic),
        description: orNull(values.sic_description),
        division: orNull(values.sic_division),
        entityType: orNull(values.entity_type),
      };
      const ticker = values.ticker!;
      const exchange = values.exchange ?? '';
      if (!this.byKey.has(key(exchange, ticker))) this.byKey.set(key(exchange, ticker), registrant);
      if (exchange === 'OTC') continue;
      const list = this.byTicker.get(ticker);
      if (list) list.push(registrant);
      else this.byTicker.set(ticker, [registrant]);
    }
  }

  find(exchange: string, ticker: string): SecRegistrant | null {
    const exact = this.byKey.get(key(exchange, ticker));
    if (exact) return exact;
    const candidates = this.byTicker.get(ticker) ?? [];
    return candidates.length === 1 ? candidates[0]! : null;
  }

  /** The registrant of a ticker whatever its exchange (the first listed one). */
  findTicker(ticker: string): SecRegistrant | null {
    return this.byTicker.get(ticker)?.[0] ?? null;
  }
}
