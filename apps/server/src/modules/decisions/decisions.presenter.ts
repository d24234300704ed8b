import {
  buildProbabilityMatrix,
  DECISION_TYPE_THRESHOLDS,
  DEFAULT_TIMEFRAME,
  expectedOutcome,
  hasTimeframeElapsed,
  realisedOutcome,
  realisedReturn,
  thresholdTableOf,
  timeframeEnd,
  type Decision,
  type DecisionTradeType,
  type MatrixCells,
  type ProbabilityMatrix,
  type Realised,
  type TradeType,
} from '@thesis/domain';
import type { InvestmentRow } from '../investments/investments.repository';
import type { Person } from '../reviews/reviews.repository';
import type { DecisionNoteRecord, DecisionRecord } from './decisions.repository';
import type { TradeTypeRecord } from './trade-types.repository';

export function presentTradeType(record: TradeTypeRecord): TradeType {
  return { id: record.id, name: record.name, description: record.description, timeframe: record.timeframe, ...thresholdTableOf(record), updated_at: record.updated_at };
}

/** The part of a trade type a decision keeps (frozen into trade_type_data when it is made). */
export function decisionTradeTypeOf(record: TradeTypeRecord): DecisionTradeType {
  return { id: record.id, name: record.name, timeframe: record.timeframe, ...thresholdTableOf(record) };
}

/** The matrix of a decision on a trade type's table (the §9 defaults while none is chosen). */
export function presentMatrix(decisionId: string | null, tradeType: DecisionTradeType | null, cells: MatrixCells): ProbabilityMatrix {
  const table = tradeType ? thresholdTableOf(tradeType) : { ...DECISION_TYPE_THRESHOLDS };
  const rows = buildProbabilityMatrix(table, cells);
  const outcome = expectedOutcome(rows, table);
  return {
    decision_id: decisionId,
    trade_type: tradeType,
    rows,
    total: outcome.total,
    complete: outcome.complete,
    issue: outcome.issue,
    expected_return: outcome.expectedReturn,
    expected_grade: outcome.expectedGrade,
  };
}

export function presentRealised(record: DecisionRecord, lastPrice: number | null, now: Date = new Date()): Realised | null {
  if (record.status !== 'made' || !record.date || !record.trade_type_data) return null;
  const timeframe = record.timeframe ?? record.trade_type_data.timeframe ?? DEFAULT_TIMEFRAME;
  const end = timeframeEnd(record.date, timeframe);
  return {
    latest_price: lastPrice,
    return: realisedReturn(record.price, lastPrice),
    outcome: realisedOutcome(record.price, lastPrice, thresholdTableOf(record.trade_type_data)),
    timeframe_end: end ? end.toISOString() : null,
    elapsed: hasTimeframeElapsed(record.date, timeframe, now),
  };
}

export interface DecisionPresentContext {
  investment: InvestmentRow;
  /** For a draft: its live trade type; a made decision uses its frozen copy. */
  tradeType: DecisionTradeType | null;
  cells: MatrixCells;
  notes: readonly DecisionNoteRecord[];
  people: ReadonlyMap<string, Person>;
  abilities: { update: boolean; annotate: boolean };
  include: { matrix: boolean; processData: boolean };
}

const person = (people: ReadonlyMap<string, Person>, id: string | null) => {
  const found = id ? people.get(id) : undefined;
  return found ? { id: found.id, username: found.username } : null;
};

/** A decision as the API answers it; `record` null stands for a review's draft never saved. */
export function presentDecision(record: DecisionRecord | null, reviewId: string, ctx: DecisionPresentContext): Decision {
  const tradeType = record?.status === 'made' ? record.trade_type_data : ctx.tradeType;
  const matrix = presentMatrix(record?.id ?? null, tradeType, ctx.cells);
  const made = record?.status === 'made';
  return {
    id: record?.id ?? null,
    status: made ? 'made' : 'draft',
    investment_review_id: reviewId,
    investment: { id: ctx.investment.id, ticker: ctx.investment.ticker, name: ctx.investment.name, last_price: ctx.investment.last_price, currency: ctx.investment.currency },
    action: record?.action ?? null,
    trade_type_id: record?.trade_type_id ?? null,
    trade_type: tradeType,
    timeframe: record?.timeframe ?? null,
    price: record?.price ?? null,
    date: record?.date ?? null,
    expected_return: made ? record.expected_return : matrix.expected_return,
    expected_grade: made ? record.expected_grade : matrix.expected_grade,
    user: person(ctx.people, record?.user_id ?? null),
    abilities: made ? { update: false, annotate: ctx.abilities.annotate } : { update: ctx.abilities.update, annotate: false },
    notes: ctx.notes.map((note) => ({ id: note.id, text: note.text, user: person(ctx.people, note.user_id), created_at: note.created_at })),
    realised: record ? presentRealised(record, ctx.investment.last_price) : null,
    ...(ctx.include.processData ? { process_data: record?.process_data ?? [] } : {}),
    ...(ctx.include.matrix ? { matrix } : {}),
    created_at: record?.created_at ?? null,
    updated_at: record?.updated_at ?? null,
  };
}
