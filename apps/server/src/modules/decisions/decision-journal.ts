import {
  brierScoreByTradeType,
  DECISION_MESSAGES,
  meanBrierScore,
  reliabilityBins,
  type ArchivedDecisionsQuery,
  type Calibration,
  type CalibrationQuery,
  type CalibrationSample,
  type Decision,
  type Pagination,
} from '@thesis/domain';
import { scopeOf, type Viewer } from '../teams/workspace';
import { includeOf, type DecisionReader } from './decision-reader';
import type { DecisionPolicy } from './decisions.policy';
import { presentRealised } from './decisions.presenter';
import type { DecisionScope } from './decisions.repository';

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/**
 * The decision journal: made decisions the viewer may see — on their own reviews, and on reviews
 * shared with them by a share in force granting the decisions permission — newest first, with
 * realised returns; and the calibration of the viewer's own probabilities (decisions they made)
 * against what happened.
 */
export class DecisionJournal {
  constructor(private readonly reader: DecisionReader, private readonly policy: DecisionPolicy) {}

  async archived(viewer: Viewer, query: ArchivedDecisionsQuery): Promise<{ data: Decision[]; pagination: Pagination }> {
    const include = includeOf(query.include);
    const scope = await this.scope(viewer, query.investment_review_id, query.search['investment.id']);
    const { records, total } = await this.reader.decisions.list({
      scope,
      investmentId: query.search['investment.id'],
      tradeTypeId: query.search['trade_type.id'],
      action: query.search.action,
      dateFrom: query.date_from ? `${query.date_from}T00:00:00.000Z` : undefined,
      dateBefore: query.date_to ? nextDay(query.date_to) : undefined,
      orderBy: query.orderBy,
      direction: query.sortedBy,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      withProcessData: include.processData,
    });
    const data = await this.reader.forViewer(viewer, records, include);
    return { data, pagination: { total, count: data.length, per_page: query.limit, current_page: query.page, total_pages: Math.max(1, Math.ceil(total / query.limit)) } };
  }

  async calibration(viewer: Viewer, query: CalibrationQuery): Promise<Calibration> {
    // The viewer's own judgement: decisions they made, among those they may still see.
    const { records } = await this.reader.decisions.list({ scope: await this.scope(viewer), madeBy: viewer.id, orderBy: 'date', direction: 'asc' });
    const investments = new Map((await this.reader.investments.findByIds([...new Set(records.map((record) => record.investment_id))])).map((row) => [row.id, row]));
    const cells = await this.reader.decisions.cells(records.map((record) => record.id));
    const names = new Map<string, string>();
    const samples: CalibrationSample[] = [];
    for (const record of records) {
      const realised = presentRealised(record, investments.get(record.investment_id)?.last_price ?? null);
      if (!realised?.outcome || (query.scope === 'elapsed' && !realised.elapsed)) continue;
      const probabilities = Object.fromEntries(Object.entries(cells.get(record.id) ?? {}).map(([key, cell]) => [key, cell.probability ?? null]));
      samples.push({ probabilities, outcome: realised.outcome, tradeTypeId: record.trade_type_id });
      if (record.trade_type_id) names.set(record.trade_type_id, record.trade_type_data?.name ?? '');
    }
    const overall = meanBrierScore(samples);
    return {
      scope: query.scope,
      overall,
      by_trade_type: brierScoreByTradeType(samples).map((group) => ({
        trade_type_id: group.tradeTypeId || null,
        name: group.tradeTypeId ? (names.get(group.tradeTypeId) ?? '') : 'Deleted decision type',
        score: group.score,
        count: group.count,
      })),
      reliability: reliabilityBins(samples).map((bin) => ({ lower: bin.lower, upper: bin.upper, label: bin.label, count: bin.count, mean_probability: bin.meanProbability, observed_frequency: bin.observedFrequency })),
      decisions: records.length,
      realised: overall.count,
      explanation: DECISION_MESSAGES.brierExplanation,
      reliability_explanation: DECISION_MESSAGES.reliabilityExplanation,
    };
  }

  /** One review (its decisions must be visible: 404/403 otherwise), or everything the viewer may see. */
  private async scope(viewer: Viewer, reviewId?: string, investmentId?: string): Promise<DecisionScope> {
    if (reviewId) {
      const { review } = await this.policy.readable(viewer, await this.reader.reviews.findById(reviewId));
      return { ownerId: null, reviewIds: [review.id] };
    }
    return { ownerId: scopeOf(viewer), reviewIds: await this.policy.sharedWithDecisions(viewer, investmentId) };
  }
}
