import { describe, expect, it } from 'vitest';
import { FxTable } from '@thesis/domain';
import { PresentedAggregations, presentAggregations, type StoredAggregations } from './screen-aggregations';

const storedValue = (marketCap: number): StoredAggregations => ({
  count: 2,
  processes: [],
  market: [
    { sector: 'Financials', industry: 'Banks', classification: 'gics', currency: 'AUD', month: '2026-06', count: 1, market_cap: marketCap, with_market_cap: 1 },
    { sector: 'Energy', industry: null, classification: null, currency: 'USD', month: '2026-06', count: 1, market_cap: 100, with_market_cap: 1 },
  ],
});
/** As a run stores them: JSON text. */
const stored = (marketCap: number): string => JSON.stringify(storedValue(marketCap));
const rates = (audPerUsd: number) => new FxTable([{ currency: 'AUD', month: '2026-06-01', units_per_usd: audPerUsd }]);

describe('PresentedAggregations', () => {
  it('answers what presentAggregations gives, converting again when the version, the currency or the rates change', () => {
    const kept = new PresentedAggregations();
    const table = rates(1.5);
    const screen = { id: 's1', results_version: 1, aggregations: stored(300) };
    const first = kept.of(screen, 'USD', table);
    expect(first).toEqual(presentAggregations(storedValue(300), 'USD', table));
    expect(first.sectors.find((row) => row.sector === 'Financials')!.market_cap).toBe(200);
    expect(kept.of(screen, 'USD', table)).toBe(first);

    const rerun = { id: 's1', results_version: 2, aggregations: stored(600) };
    expect(kept.of(rerun, 'USD', table).sectors.find((row) => row.sector === 'Financials')!.market_cap).toBe(400);
    expect(kept.of(rerun, 'AUD', table)).toEqual(presentAggregations(storedValue(600), 'AUD', table));
    const newRates = rates(3);
    expect(kept.of(rerun, 'USD', newRates).sectors.find((row) => row.sector === 'Financials')!.market_cap).toBe(200);
  });

  it('presents a screen never run (nothing stored) as empty aggregations', () => {
    expect(new PresentedAggregations().of({ id: 's2', results_version: 0, aggregations: null }, 'USD', rates(1.5))).toEqual(presentAggregations(null, 'USD', rates(1.5)));
  });

  it('never keeps an older version over a newer one', () => {
    const kept = new PresentedAggregations();
    const table = rates(1.5);
    const newer = kept.of({ id: 's1', results_version: 2, aggregations: stored(600) }, 'USD', table);
    expect(kept.of({ id: 's1', results_version: 1, aggregations: stored(300) }, 'USD', table).sectors.find((row) => row.sector === 'Financials')!.market_cap).toBe(200);
    expect(kept.of({ id: 's1', results_version: 2, aggregations: stored(600) }, 'USD', table)).toBe(newer);
  });
});
