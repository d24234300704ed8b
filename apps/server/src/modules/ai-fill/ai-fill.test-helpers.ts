import type { LightMyRequestResponse } from 'fastify';
import type { AiStatusAnswer, Review } from '@thesis/domain';
import { ReferenceDataProvider } from '../../reference-data/reference-provider';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';
import { MarketDataImporter } from '../investments/market-data/importer';
import type { MarketDataProvider, ProvidedRow, ProvidedRows } from '../investments/market-data/provider';
import { UniverseRepository } from '../investments/universe.repository';
import { call } from '../items/library.test-helpers';

/** Test helpers for AI fills (not a test file). */

async function only<T extends { ticker: string }>(rows: Promise<ProvidedRows<T>>, tickers: readonly string[]): Promise<ProvidedRows<T>> {
  const kept: ProvidedRow<T>[] = [];
  for await (const row of (await rows).rows) if ('value' in row && tickers.includes(row.value.ticker)) kept.push(row);
  return { total: kept.length, rows: (async function* () { yield* kept; })() };
}

/**
 * Loads companies of the shipped reference data (data/reference: the S&P 500 snapshot of
 * 2026-08-22 and the FY2012–2016 financials) through the real importer. Answers their ids by ticker.
 */
export async function shippedCompanies(ctx: TestContext, tickers: readonly string[]): Promise<Record<string, string>> {
  const reference = new ReferenceDataProvider(ctx.config.referenceDataDir);
  const provider: MarketDataProvider = {
    name: 'reference data (some tickers)',
    fetchUniverse: () => only(reference.fetchUniverse(), tickers),
    fetchPrices: () => reference.fetchPrices(),
    fetchFinancials: () => only(reference.fetchFinancials(), tickers),
  };
  const importer = new MarketDataImporter(new UniverseRepository(ctx.db.db));
  await importer.importUniverse(provider);
  await importer.importFinancials(provider);
  const rows = await ctx.db.db.selectFrom('investments').select(['id', 'ticker']).where('ticker', 'in', [...tickers]).where('type', '=', 'listed').execute();
  return Object.fromEntries(rows.map((row) => [row.ticker, row.id]));
}

export function requestFill(ctx: TestContext, session: Session | null, processId: string): Promise<LightMyRequestResponse> {
  return call(ctx, session, 'POST', `/investment-processes/${processId}/ai-request`);
}

export async function fillStatus(ctx: TestContext, session: Session, processId: string): Promise<AiStatusAnswer['data']> {
  const response = await call(ctx, session, 'GET', `/investment-processes/${processId}/ai-status`);
  if (response.statusCode !== 200) throw new Error(`status failed: ${response.statusCode} ${response.body}`);
  return response.json<AiStatusAnswer>().data;
}

/** Polls the status until the fill is no longer pending (as the review page does, only faster). */
export async function settledStatus(ctx: TestContext, session: Session, processId: string, timeoutMs = 15_000): Promise<AiStatusAnswer['data']> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fillStatus(ctx, session, processId);
    if (!('ai_status' in status) || status.ai_status !== 'pending') return status;
    if (Date.now() > deadline) throw new Error('the fill is still pending');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The process of a review by name. */
export function processNamed(review: Review, name: string): Review['processes'][number] {
  const found = review.processes.find((process) => process.name === name);
  if (!found) throw new Error(`no process named ${name}`);
  return found;
}
