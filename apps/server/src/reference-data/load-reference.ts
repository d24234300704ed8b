import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FxRepository } from '../modules/fx/fx.repository';
import { InvestmentsRepository } from '../modules/investments/investments.repository';
import { applyDecisions } from '../modules/investments/market-data/figure-reviews';
import { MarketDataImporter, type ImportSummary } from '../modules/investments/market-data/importer';
import { UniverseRepository } from '../modules/investments/universe.repository';
import { refreshPlannerStatistics } from '../db/planner-statistics';
import { computeAllMetrics, type MetricsRefresh } from '../modules/metrics/compute-all-metrics';
import type { Db } from '../db/database';
import { count, fromJson, nowIso, toJson } from '../db/values';
import { REFERENCE_DATA_NAME, REFERENCE_DATA_VERSION, REFERENCE_FILES, REFERENCE_FX_SOURCE, REFERENCE_SOURCES } from './reference-files';
import { ReferenceDataProvider } from './reference-provider';

export interface ReferenceLoadResult {
  universe: ImportSummary;
  financials: ImportSummary;
  fx: { read: number; inserted: number; updated: number };
  /** The stored fundamentals recomputed after the load. */
  metrics: MetricsRefresh;
  /** Listed investments without a sector (ETFs and securities without an SEC filing). */
  notRecorded: number;
  version: string;
  milliseconds: number;
}

export interface ReferenceLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

/**
 * Loads the shipped reference data (data/reference) into the database, idempotently: monthly FX
 * rates (an operator's own rates are never overwritten), the listed universe (upserts keyed on
 * exchange + ticker; newer imported prices are kept), then the annual financials. The loader owns
 * the reference financial rows: it replaces them all, and leaves rows an operator imported alone
 * (also where both describe the same year end). Records the version it loaded.
 */
export async function loadReferenceData(db: Db, dir: string, log?: ReferenceLogger): Promise<ReferenceLoadResult> {
  const started = performance.now();
  const provider = new ReferenceDataProvider(dir);
  const now = nowIso();
  const rates = provider.fxRates();
  const fx = { read: rates.length, ...(await new FxRepository(db.db).upsert(rates, REFERENCE_FX_SOURCE, now, [REFERENCE_FX_SOURCE])) };
  const universeRepository = new UniverseRepository(db.db);
  const importer = new MarketDataImporter(universeRepository);
  const universe = await importer.importUniverse(provider, { chunkSize: Number.POSITIVE_INFINITY, now });
  await db.db.deleteFrom('investment_financials').where('source', 'in', Object.values(REFERENCE_SOURCES)).execute();
  const financials = await importer.importFinancials(provider, { chunkSize: Number.POSITIVE_INFINITY, now, keepExisting: true });
  // An operator's decisions on flagged figures outlive every reload.
  await applyDecisions(db.db);
  const unclassified = await db.db.selectFrom('investments').select((eb) => eb.fn.countAll().as('n')).where('type', '=', 'listed').where('sector_l1', 'is', null).executeTakeFirstOrThrow();
  const notRecorded = count(unclassified.n as number);
  const metrics = await computeAllMetrics(db.db);
  await refreshPlannerStatistics(db);
  const milliseconds = Math.round(performance.now() - started);
  const report = provider.report;
  const details = {
    investments: universe.inserted + universe.updated,
    financial_rows: financials.inserted + financials.updated,
    skipped_financial_rows: financials.rejected.length,
    dropped_not_listed: report?.notListed.reduce((sum, entry) => sum + entry.rows, 0) ?? 0,
    dropped_other_company: report?.identity.reduce((sum, entry) => sum + entry.rows, 0) ?? 0,
    dropped_partial_years: report?.partialYears.length ?? 0,
    flagged_figures: report?.flagged.length ?? 0,
    basis_breaks: report?.basisBreaks.length ?? 0,
    fx_rates: fx.read,
    not_recorded: notRecorded,
    metric_companies: metrics.companies,
    metrics_ms: metrics.milliseconds,
  };
  await db.db
    .insertInto('reference_data')
    .values({ name: REFERENCE_DATA_NAME, version: REFERENCE_DATA_VERSION, loaded_at: nowIso(), details: toJson(details) })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), loaded_at: eb.ref('excluded.loaded_at'), details: eb.ref('excluded.details') })))
    .execute();
  log?.info(
    { ...details, version: REFERENCE_DATA_VERSION, milliseconds },
    `Reference data ${REFERENCE_DATA_VERSION} loaded: ${details.investments} investments (${notRecorded} without a sector), ${details.financial_rows} financial rows (dropped: ${details.dropped_not_listed} of companies no longer listed, ${details.dropped_other_company} of another company than today's listing, ${details.dropped_partial_years} periods that are not full years; ${details.flagged_figures} figures under review, ${details.basis_breaks} share-basis breaks: npm run cli -- data:check lists them), ${fx.read} monthly FX rates, metrics of ${metrics.companies} companies (${metrics.milliseconds} ms) in ${milliseconds} ms`,
  );
  return { universe, financials, fx, metrics, notRecorded, version: REFERENCE_DATA_VERSION, milliseconds };
}

/** The version of the reference data the database holds (null: none recorded). */
export async function storedReferenceVersion(db: Db): Promise<{ version: string; loaded_at: string; details: Record<string, unknown> } | null> {
  const row = await db.db.selectFrom('reference_data').selectAll().where('name', '=', REFERENCE_DATA_NAME).executeTakeFirst();
  return row ? { version: row.version, loaded_at: row.loaded_at, details: fromJson<Record<string, unknown>>(row.details, {}) } : null;
}

/**
 * Whether the database holds reference data of another version: a recorded older version, or
 * (installs from before versions were recorded) the rows the first loader wrote. A universe an
 * operator imported without the reference data is left alone.
 */
async function holdsOlderReferenceData(db: Db, version: string | null): Promise<boolean> {
  if (version !== null) return version !== REFERENCE_DATA_VERSION;
  const earlier = await db.db.selectFrom('investment_financials').select('id').where('source', '=', REFERENCE_SOURCES.kaggle).limit(1).executeTakeFirst();
  return earlier !== undefined;
}

/**
 * An install upgraded past migration 0019 with its reference data already current has companies
 * with figures but no stored fundamentals: compute them once, so screens on fundamentals find them.
 */
async function computeMetricsIfNeverComputed(db: Db, log: ReferenceLogger): Promise<void> {
  const [computed, figures] = await Promise.all([
    db.db.selectFrom('investment_metrics').select('investment_id').limit(1).executeTakeFirst(),
    db.db.selectFrom('investment_financials').select('id').limit(1).executeTakeFirst(),
  ]);
  if (computed || !figures) return;
  const metrics = await computeAllMetrics(db.db);
  log.info({ metric_companies: metrics.companies, metrics_ms: metrics.milliseconds }, `Fundamentals computed for ${metrics.companies} companies in ${metrics.milliseconds} ms`);
}

/**
 * On start-up: loads the reference data into an empty database, and reloads it once when the
 * database holds reference data of another version (an upgrade: existing installs get new files). Quick otherwise:
 * one count and a few lookups (and the fundamentals, once, on an install that predates them). A failure is logged and the server starts anyway (the next start tries again).
 */
export async function loadReferenceDataIfNeeded(db: Db, dir: string, log: ReferenceLogger & { error(data: object, message: string): void }): Promise<ReferenceLoadResult | null> {
  try {
    const [investments, stored] = await Promise.all([new InvestmentsRepository(db.db).countAll(), storedReferenceVersion(db)]);
    if (investments > 0 && !(await holdsOlderReferenceData(db, stored?.version ?? null))) {
      await computeMetricsIfNeverComputed(db, log);
      return null;
    }
    const missing = Object.values(REFERENCE_FILES).filter((file) => !existsSync(join(dir, file)));
    if (missing.length > 0) {
      log.warn({ dir, missing }, investments > 0 ? 'Reference data not found: the universe keeps its earlier version' : 'Reference data not found: the investment universe starts empty (see docs/market-data.md)');
      return null;
    }
    if (investments > 0) log.info({ from: stored?.version ?? null, to: REFERENCE_DATA_VERSION }, 'Reference data is out of date: reloading it once');
    return await loadReferenceData(db, dir, log);
  } catch (error) {
    log.error({ err: error, dir }, 'Loading the reference data failed: the server starts with the data it has');
    return null;
  }
}
