import type { Kysely } from 'kysely';
import {
  defaultYearEnd,
  ESTIMATE_MESSAGES,
  ESTIMATION_COLUMNS,
  estimateYearEnds,
  estimateYearOf,
  FINANCIAL_FIELDS,
  fiscalYearLabel,
  fiscalYearOf,
  INVESTMENT_MESSAGES,
  type EstimateRow,
  type EstimatesAnswer,
  type EstimatesPatch,
} from '@thesis/domain';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { AppError, fieldError } from '../../lib/errors';
import { ActivityRepository } from '../activity/activity.repository';
import type { FinancialsRepository } from '../investments/financials.repository';
import { canViewFinancials } from '../investments/investments.policy';
import type { InvestmentRow } from '../investments/investments.repository';
import { InvestmentsRepository } from '../investments/investments.repository';
import { ReviewsRepository, type ReviewRecord } from '../reviews/reviews.repository';
import { canEdit, type ReviewPolicy } from '../reviews/reviews.policy';
import type { Viewer } from '../teams/workspace';
import { EstimatesRepository, type EstimateRecord } from './estimates.repository';

interface Deps {
  db: Kysely<Database>;
  policy: ReviewPolicy;
  financials: FinancialsRepository;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** GET and PATCH /investment-reviews/{id}/estimation: the reviewer's own forecasts for the next three fiscal years. */
export class EstimatesService {
  constructor(private readonly deps: Deps) {}

  async get(viewer: Viewer, reviewId: string): Promise<EstimatesAnswer> {
    const { review, investment, editable } = await this.open(viewer, reviewId);
    return this.answer(review, investment, editable);
  }

  /** Only the figures sent change (null clears one); 403 unless the viewer may change the review. */
  async patch(viewer: Viewer, reviewId: string, patch: EstimatesPatch): Promise<EstimatesAnswer> {
    const { review, investment, editable } = await this.open(viewer, reviewId);
    await this.deps.policy.editable(viewer, review);
    const years = await this.yearEnds(investment);
    const targets = patch.rows.map((row, index) => {
      const year = estimateYearOf(years, row.fy_date_at);
      if (!year) throw fieldError(`rows.${index}.fy_date_at`, ESTIMATE_MESSAGES.notAnEstimateYear(years.map(fiscalYearLabel)));
      return { row, year };
    });
    const now = nowIso();
    await this.deps.db.transaction().execute(async (trx) => {
      const repository = new EstimatesRepository(trx);
      const stored = await repository.forReview(review.id);
      for (const { row, year } of targets) {
        const { fy_date_at: _, ...changes } = row;
        const existing = stored.find((record) => fiscalYearOf(record.fy_date_at) === fiscalYearOf(year));
        await repository.write(review.id, year, existing?.id ?? null, changes, viewer.id, now);
      }
      const fields = [...new Set(targets.flatMap(({ row }) => FINANCIAL_FIELDS.filter((field) => row[field] !== undefined)))];
      await new ActivityRepository(trx).record([{ userId: viewer.id, reviewId: review.id, investmentId: review.investment_id, kind: 'estimates_changed', details: { years: targets.map(({ year }) => fiscalYearLabel(year)), fields } }], now);
      await new ReviewsRepository(trx).touch(review.id, now);
    });
    return this.answer(review, investment, editable);
  }

  private async open(viewer: Viewer, reviewId: string): Promise<{ review: ReviewRecord; investment: InvestmentRow; editable: boolean }> {
    const { review, access } = await this.deps.policy.readable(viewer, await new ReviewsRepository(this.deps.db).findById(reviewId));
    if (!canViewFinancials(viewer)) throw new AppError(403, INVESTMENT_MESSAGES.financialsUpgrade, undefined, { 'x-upgrade-required': 'true' });
    const investment = await new InvestmentsRepository(this.deps.db).findById(review.investment_id);
    if (!investment) throw new AppError(404, 'Investment not found.');
    return { review, investment, editable: canEdit(access) };
  }

  /** The three years after the latest reported one (or from the company's next year end). */
  private async yearEnds(investment: InvestmentRow): Promise<string[]> {
    const latest = await this.deps.financials.latestHistorical(investment.id);
    const fallback = defaultYearEnd();
    return estimateYearEnds(latest, investment.year_end ?? `${fallback.year}-${pad(fallback.month)}-${pad(fallback.day)}`);
  }

  private async answer(review: ReviewRecord, investment: InvestmentRow, editable: boolean): Promise<EstimatesAnswer> {
    const [years, stored] = await Promise.all([this.yearEnds(investment), new EstimatesRepository(this.deps.db).forReview(review.id)]);
    const editors = await new ReviewsRepository(this.deps.db).people(stored.map((row) => row.editor_user_id));
    return {
      data: years.map((year) => presentEstimate(year, stored.find((record) => fiscalYearOf(record.fy_date_at) === fiscalYearOf(year)) ?? null, editors)),
      meta: { kind: 'estimation', columns: ESTIMATION_COLUMNS, currency: investment.reporting_fx ?? investment.currency, units: 'millions', source: 'reviewer', editable },
    };
  }
}

function presentEstimate(year: string, record: EstimateRecord | null, editors: Map<string, { username: string }>): EstimateRow {
  return {
    fy_date_at: year,
    fiscal_year: fiscalYearOf(year),
    ...(Object.fromEntries(FINANCIAL_FIELDS.map((field) => [field, record?.[field] ?? null])) as Record<(typeof FINANCIAL_FIELDS)[number], number | null>),
    updated_at: record?.updated_at ?? null,
    editor_username: record?.editor_user_id ? (editors.get(record.editor_user_id)?.username ?? null) : null,
  };
}
