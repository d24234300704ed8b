import {
  INVESTMENT_MESSAGES,
  MESSAGES,
  parseInvestmentSearch,
  UNLISTED_TICKER_SUFFIX,
  type FinancialKind,
  type FinancialRow,
  type Investment,
  type InvestmentPatch,
  type InvestmentPayload,
  type InvestmentSummary,
  type Pagination,
} from '@thesis/domain';
import { isUniqueViolation, nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { scopeOf, type Viewer } from '../teams/workspace';
import type { FinancialsRepository } from './financials.repository';
import type { InvestmentExtensions } from './investment-extensions';
import type { InvestmentSearchRepository } from './investments-search.repository';
import type { SearchRankingRepository } from './search-ranking.repository';
import { canUpdateInvestment, canViewFinancials, canViewInvestment } from './investments.policy';
import { presentFinancialRow, presentInvestment, presentInvestmentSummary } from './investments.presenter';
import { searchKeysOf, type InvestmentChanges, type InvestmentRow, type InvestmentsRepository, type InvestmentSummaryRow } from './investments.repository';

interface Deps {
  investments: InvestmentsRepository;
  search: InvestmentSearchRepository;
  ranking: SearchRankingRepository;
  financials: FinancialsRepository;
  extensions: InvestmentExtensions;
  /** Recomputes the stored fundamentals of these companies (their figures changed). */
  refreshMetrics: (investmentIds: readonly string[]) => Promise<void>;
}

export interface ListQuery {
  search?: string | undefined;
  limit: number;
  page: number;
}

const FIGURES = ['last_price', 'market_cap', 'issued_shares'] as const;

export class InvestmentsService {
  constructor(private readonly deps: Deps) {}

  /** Search (best matches first, one page) or, without a search, the alphabetical list. */
  async list(user: Viewer, query: ListQuery): Promise<{ data: InvestmentSummary[]; pagination: Pagination }> {
    const text = parseInvestmentSearch(query.search);
    if (text === null) throw fieldError('search', INVESTMENT_MESSAGES.searchField);
    if (text !== undefined && text.length > 100) throw fieldError('search', INVESTMENT_MESSAGES.searchTooLong);
    let rows: InvestmentSummaryRow[];
    let total: number;
    let page = query.page;
    if (text !== undefined) {
      rows = text === '' ? [] : await this.deps.search.results(scopeOf(user), text, query.limit);
      total = rows.length;
      page = 1;
    } else {
      ({ rows, total } = await this.deps.investments.listVisible(scopeOf(user), query.page, query.limit));
    }
    const reviews = await this.deps.extensions.reviewIdsFor(user, rows.map((row) => row.id));
    return {
      data: rows.map((row) => presentInvestmentSummary(row, reviews.get(row.id) ?? null)),
      pagination: { total, count: rows.length, per_page: query.limit, current_page: page, total_pages: Math.ceil(total / query.limit) },
    };
  }

  async get(user: Viewer, id: string, include: readonly string[] = []): Promise<Investment> {
    return this.present(user, await this.visible(user, id), include);
  }

  /** Creates an unlisted company, visible in its creator's workspace only (their team's, in a team). */
  async create(user: Viewer, payload: InvestmentPayload): Promise<Investment> {
    const ticker = `${payload.ticker}${UNLISTED_TICKER_SUFFIX}`;
    if (await this.deps.investments.customTickerTaken(scopeOf(user), ticker)) throw fieldError('ticker', MESSAGES.tickerUnique);
    const now = nowIso();
    const figuresAt = FIGURES.some((field) => payload[field] !== null) ? now : null;
    const rank = await this.deps.ranking.rankOf({ market_cap: payload.market_cap, currency: payload.local_fx, figures_updated_at: figuresAt, is_fund: false });
    const row: InvestmentRow = {
      id: newId(),
      type: 'custom',
      exchange: null,
      ticker,
      name: payload.name,
      owner_id: scopeOf(user),
      currency: payload.local_fx,
      local_fx: payload.local_fx,
      reporting_fx: payload.reporting_fx,
      sector_l1: payload.sector_l1,
      sector_l3: payload.sector_l3,
      description: payload.description,
      is_etf: 0,
      year_end: payload.year_end,
      last_price: payload.last_price,
      issued_shares: payload.issued_shares,
      market_cap: payload.market_cap,
      figures_updated_at: figuresAt,
      classification: null,
      sic_code: null,
      is_fund: 0,
      ...rank,
      ...searchKeysOf(ticker, payload.name),
      created_at: now,
      updated_at: now,
    };
    await this.uniqueTicker(() => this.deps.investments.insert(row));
    if (figuresAt) await this.deps.refreshMetrics([row.id]);
    return this.present(user, row, []);
  }

  /** PUT: every field replaced; optional fields left out are cleared. */
  replace(user: Viewer, id: string, payload: InvestmentPayload): Promise<Investment> {
    return this.update(user, id, payload);
  }

  /** PATCH: only the fields sent change. */
  patch(user: Viewer, id: string, patch: InvestmentPatch): Promise<Investment> {
    return this.update(user, id, patch);
  }

  async financials(user: Viewer, id: string, kind: FinancialKind): Promise<{ rows: FinancialRow[]; investment: InvestmentRow }> {
    const investment = await this.visible(user, id);
    const rows = await this.deps.financials.forTable(id, kind);
    return { rows: rows.map(presentFinancialRow), investment };
  }

  private async update(user: Viewer, id: string, fields: InvestmentPatch): Promise<Investment> {
    const row = await this.visible(user, id);
    if (!canUpdateInvestment(user, row)) throw forbidden(INVESTMENT_MESSAGES.listedReadOnly);
    const changes: InvestmentChanges = {};
    for (const [key, value] of Object.entries(fields) as [keyof InvestmentPatch, unknown][]) {
      if (value !== undefined && key !== 'ticker') Object.assign(changes, { [key]: value });
    }
    if (fields.ticker !== undefined) {
      changes.ticker = `${fields.ticker}${UNLISTED_TICKER_SUFFIX}`;
      if (await this.deps.investments.customTickerTaken(scopeOf(user), changes.ticker, row.id)) throw fieldError('ticker', MESSAGES.tickerUnique);
    }
    if (fields.local_fx !== undefined) changes.currency = fields.local_fx;
    const now = nowIso();
    if (FIGURES.some((field) => fields[field] !== undefined && fields[field] !== row[field])) changes.figures_updated_at = now;
    if (changes.market_cap !== undefined || changes.currency !== undefined) {
      Object.assign(changes, await this.deps.ranking.rankOf({
        market_cap: changes.market_cap === undefined ? row.market_cap : changes.market_cap,
        currency: changes.currency ?? row.currency,
        figures_updated_at: changes.figures_updated_at ?? row.figures_updated_at,
        is_fund: false,
      }));
    }
    changes.updated_at = now;
    await this.uniqueTicker(() => this.deps.investments.update(row, changes));
    if (changes.figures_updated_at || changes.currency !== undefined || changes.reporting_fx !== undefined) await this.deps.refreshMetrics([row.id]);
    return this.get(user, id);
  }

  /** The investment if this user may see it; 404 otherwise (another user's company does not exist for them). */
  private async visible(user: Viewer, id: string): Promise<InvestmentRow> {
    const row = await this.deps.investments.findById(id);
    if (!row || !canViewInvestment(user, row)) throw notFound('Investment not found.');
    return row;
  }

  private async present(user: Viewer, row: InvestmentRow, include: readonly string[]): Promise<Investment> {
    const [reviews, includes] = await Promise.all([
      this.deps.extensions.reviewIdsFor(user, [row.id]),
      this.deps.extensions.includesFor(user, row, include),
    ]);
    return presentInvestment(row, {
      reviewId: reviews.get(row.id) ?? null,
      abilities: { update: canUpdateInvestment(user, row), view_financials: canViewFinancials(user) },
      includes,
    });
  }

  /** Two concurrent writes of the same ticker: the database decides, and says it on the ticker field. */
  private async uniqueTicker(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('ticker', MESSAGES.tickerUnique);
      throw error;
    }
  }
}
