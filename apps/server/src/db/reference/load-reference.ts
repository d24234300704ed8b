import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InvestmentsRepository } from '../../modules/investments/investments.repository';
import { MarketDataImporter, type ImportSummary } from '../../modules/investments/market-data/importer';
import { UniverseRepository } from '../../modules/investments/universe.repository';
import type { Db } from '../database';
import { REFERENCE_FILES, ReferenceDataProvider } from './reference-provider';

export interface ReferenceLoadResult {
  universe: ImportSummary;
  financials: ImportSummary;
  milliseconds: number;
}

export interface ReferenceLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

/**
 * Loads the shipped universe (data/reference) into the database: idempotent upserts keyed on
 * (exchange, ticker), each kind of row in one transaction. Safe to run again.
 */
export async function loadReferenceData(db: Db, dir: string, log?: ReferenceLogger): Promise<ReferenceLoadResult> {
  const started = performance.now();
  const provider = new ReferenceDataProvider(dir);
  const importer = new MarketDataImporter(new UniverseRepository(db.db));
  const universe = await importer.importUniverse(provider, { chunkSize: Number.POSITIVE_INFINITY });
  const financials = await importer.importFinancials(provider, { chunkSize: Number.POSITIVE_INFINITY });
  const milliseconds = Math.round(performance.now() - started);
  log?.info(
    {
      investments: { inserted: universe.inserted, updated: universe.updated },
      financial_rows: { inserted: financials.inserted, updated: financials.updated, skipped: financials.rejected.length },
      milliseconds,
    },
    `Reference data loaded: ${universe.inserted + universe.updated} investments, ${financials.inserted + financials.updated} financial rows (${financials.rejected.length} rows of companies no longer listed skipped) in ${milliseconds} ms`,
  );
  return { universe, financials, milliseconds };
}

/**
 * On start-up: loads the reference data when the investments table is empty and the files exist.
 * A failure is logged and the server starts anyway (the next start tries again).
 */
export async function loadReferenceDataIfEmpty(db: Db, dir: string, log: ReferenceLogger & { error(data: object, message: string): void }): Promise<ReferenceLoadResult | null> {
  try {
    if ((await new InvestmentsRepository(db.db).countAll()) > 0) return null;
    const missing = Object.values(REFERENCE_FILES).filter((file) => !existsSync(join(dir, file)));
    if (missing.length > 0) {
      log.warn({ dir, missing }, 'Reference data not found: the investment universe starts empty (see docs/market-data.md)');
      return null;
    }
    return await loadReferenceData(db, dir, log);
  } catch (error) {
    log.error({ err: error, dir }, 'Loading the reference data failed: the investment universe starts empty');
    return null;
  }
}
