import { loadConfig } from '../../config';
import { ReferenceDataProvider } from '../../reference-data/reference-provider';
import type { TestContext } from '../../test/build-test-app';
import { MarketDataImporter } from '../investments/market-data/importer';
import type { MarketDataProvider, PriceRow, ProvidedRows } from '../investments/market-data/provider';
import { UniverseRepository } from '../investments/universe.repository';
import { computeAllMetrics } from '../metrics/compute-all-metrics';

/** Test helpers for screening on fundamentals (not a test file). */

const referenceDir = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40) }).referenceDataDir;

async function only<T extends { ticker: string }>(provided: ProvidedRows<T>, tickers: readonly string[]): Promise<ProvidedRows<T>> {
  const kept = [];
  for await (const entry of provided.rows) if ('value' in entry && tickers.includes(entry.value.ticker)) kept.push(entry);
  return { total: kept.length, rows: (async function* () { yield* kept; })() };
}

/** The shipped reference data (universe snapshot of 2026-08-22 and SEC financials) of a few tickers only. */
export function shippedCompanies(tickers: readonly string[]): MarketDataProvider {
  const reference = new ReferenceDataProvider(referenceDir);
  return {
    name: `reference data (${tickers.join(', ')})`,
    fetchUniverse: async () => only(await reference.fetchUniverse(), tickers),
    fetchFinancials: async () => only(await reference.fetchFinancials(), tickers),
    fetchPrices: () => Promise.reject(new Error('no prices in the reference data')),
  };
}

/** Loads those companies as the start-up load does (universe, financials, then the stored metrics). */
export async function loadShipped(ctx: TestContext, tickers: readonly string[]): Promise<void> {
  const importer = new MarketDataImporter(new UniverseRepository(ctx.db.db));
  const provider = shippedCompanies(tickers);
  await importer.importUniverse(provider);
  await importer.importFinancials(provider, { keepExisting: true });
  await computeAllMetrics(ctx.db.db);
}

/** A price file of the given rows, as the operator's import:prices reads one. */
export function pricesOf(rows: PriceRow[]): MarketDataProvider {
  const provided = (): Promise<ProvidedRows<PriceRow>> => Promise.resolve({ total: rows.length, rows: (async function* () { yield* rows.map((value, index) => ({ row: index + 2, value })); })() });
  return { name: 'prices.csv', fetchPrices: provided, fetchUniverse: () => Promise.reject(new Error('prices only')), fetchFinancials: () => Promise.reject(new Error('prices only')) };
}
