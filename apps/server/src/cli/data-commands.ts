import { parseArgs } from 'node:util';
import { FINANCIAL_FIELDS } from '@thesis/domain';
import { dataCheckClasses } from '../reference-data/data-check';
import { ReferenceDataProvider } from '../reference-data/reference-provider';
import { applyDecisions, isFinancialField, recordDecision } from '../modules/investments/market-data/figure-reviews';
import { computeAllMetrics } from '../modules/metrics/compute-all-metrics';
import { CliError, type Command } from './command';

/** data:check [--dir DIR] [--list] — the data-quality report of the shipped financials (docs/market-data.md). */
export const dataCheckCommand: Command = {
  usage: 'data:check [--dir DIR] [--list]',
  summary: 'Report every company of the shipped financials with a dropped row, a basis break, a figure under review or a history-only record, by class',
  async run(args, { db, out, referenceDataDir }) {
    const { values } = parseArgs({ args, options: { dir: { type: 'string' }, list: { type: 'boolean', default: false } }, strict: true });
    const dir = values.dir ?? referenceDataDir;
    if (!dir) throw new CliError('Give the folder of the reference data with --dir.');
    const decisions = await db.db.selectFrom('financial_figure_reviews').select(['exchange', 'ticker', 'fy_date_at', 'field']).execute();
    const decided = new Set(decisions.map((row) => `${row.exchange}:${row.ticker}/${row.fy_date_at}/${row.field}`));
    let classes;
    try {
      classes = dataCheckClasses(new ReferenceDataProvider(dir).checkedFinancials(), decided);
    } catch (error) {
      throw new CliError(`The reference data in ${dir} could not be read: ${(error as Error).message}`);
    }
    out(`Data check of ${dir}`);
    for (const entry of classes) {
      out(`${entry.count.toLocaleString('en-US').padStart(6)}  ${entry.title}: ${entry.companies.length} ${entry.companies.length === 1 ? 'company' : 'companies'}`);
      if (values.list) for (const line of entry.lines.length > 0 ? entry.lines : [entry.companies.join(', ')]) if (line) out(`          ${line}`);
    }
    if (!values.list) out('Add --list to see every company and figure.');
  },
};

/** data:review EXCHANGE:TICKER PERIOD_END FIELD (--confirm | --correct VALUE) [--note TEXT] — an operator's decision on a flagged figure. */
export const dataReviewCommand: Command = {
  usage: 'data:review EXCHANGE:TICKER PERIOD_END FIELD (--confirm | --correct VALUE) [--note TEXT]',
  summary: 'Confirm a figure under review, or correct it; kept across reloads of the reference data',
  async run(args, { db, out }) {
    const { values, positionals } = parseArgs({ args, options: { confirm: { type: 'boolean', default: false }, correct: { type: 'string' }, note: { type: 'string' } }, allowPositionals: true, strict: true });
    const [listing, fyDate, field] = positionals;
    const usage = `Usage: ${dataReviewCommand.usage}`;
    const [exchange, ticker] = listing?.split(':') ?? [];
    if (!exchange || !ticker || !fyDate || !field || positionals.length !== 3) throw new CliError(usage);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fyDate)) throw new CliError(`PERIOD_END must be a date written yyyy-mm-dd (the year's end, as data:check --list shows it), not "${fyDate}".`);
    if (!isFinancialField(field)) throw new CliError(`FIELD must be one of ${FINANCIAL_FIELDS.join(', ')}.`);
    if (values.confirm === (values.correct !== undefined)) throw new CliError(`Give either --confirm or --correct VALUE. ${usage}`);
    const corrected = values.correct === undefined ? null : Number(values.correct);
    if (corrected !== null && !Number.isFinite(corrected)) throw new CliError(`--correct needs a number (millions for money, per share for EPS and DPS), not "${values.correct}".`);
    const row = await db.db
      .selectFrom('investment_financials')
      .innerJoin('investments', 'investments.id', 'investment_financials.investment_id')
      .select('investment_financials.id')
      .where('investments.exchange', '=', exchange)
      .where('investments.ticker', '=', ticker)
      .where('investment_financials.kind', '=', 'historical')
      .where('investment_financials.fy_date_at', '=', fyDate)
      .executeTakeFirst();
    if (!row) throw new CliError(`${exchange}:${ticker} has no reported year ending ${fyDate}.`);
    const note = values.note ?? null;
    await recordDecision(db.db, corrected === null ? { exchange, ticker, fyDate, field, note, action: 'confirm' } : { exchange, ticker, fyDate, field, note, action: 'correct', value: corrected });
    const changed = await applyDecisions(db.db);
    if (changed.length > 0) await computeAllMetrics(db.db, changed);
    out(corrected === null ? `${exchange}:${ticker} ${fyDate} ${field} confirmed: it is used again in screens, fundamentals and the AI fill.` : `${exchange}:${ticker} ${fyDate} ${field} corrected to ${corrected}: screens, fundamentals and the AI fill use it.`);
  },
};
