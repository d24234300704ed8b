import {
  buildProbabilityMatrix,
  DECISION_ACTION_LABELS,
  expectedOutcome,
  formatLastPrice,
  NOT_AVAILABLE,
  SCALE_LABELS,
  TIMEFRAME_LABELS,
  type ExpectedOutcome,
  type MatrixRow,
} from '@thesis/domain';
import type { MemoDecision } from '../memo-decisions';
import { COLOR, FONT, SIZE } from '../pdf/memo-theme';
import type { MemoWriter } from '../pdf/memo-writer';
import { drawTable, tableHeight, type TableSpec } from '../pdf/pdf-table';
import { figureBand } from './header-section';
import { percent, signedPercent, utcDate } from './memo-format';

function range(row: MatrixRow): string {
  if (row.lower === row.upper) return `${percent(row.lower)}`;
  return `${percent(row.lower)} to ${row.upperIncluded ? '' : 'under '}${percent(row.upper)}`;
}

/** Band, trade-type line and the matrix's title, above the matrix. */
const FIGURES_HEIGHT = 100;

function matrixTable(w: MemoWriter, rows: readonly MatrixRow[], outcome: ExpectedOutcome): TableSpec {
  const fixed = 70;
  return {
    columns: [
      { header: 'Outcome', width: 82 },
      { header: 'Return range', width: fixed + 24, align: 'right' },
      { header: 'Representative', width: fixed, align: 'right' },
      { header: 'Probability', width: fixed - 6, align: 'right' },
      { header: 'Comment', width: w.width - 82 - 3 * fixed - 18 },
    ],
    rows: [
      ...rows.map((row) => [row.label, range(row), percent(row.representative), percent(row.probability), row.comment ?? '']),
      ['Total', '', '', percent(outcome.total), outcome.issue ?? ''],
    ],
    size: SIZE.small,
    zebra: true,
    labelColumn: true,
  };
}

/**
 * The latest decision made on the review: action, trade type, timeframe and price, the expected
 * return and grade of its probability matrix, then the matrix itself (outcome, return range,
 * representative return, probability, comment) with its total.
 */
export function drawDecision(w: MemoWriter, decision: MemoDecision, currency: string): void {
  const rows = buildProbabilityMatrix(decision.tradeType.table, decision.cells);
  const outcome = expectedOutcome(rows, decision.tradeType.table);
  const matrix = matrixTable(w, rows, outcome);
  // The heading, the figures, the trade-type line and the matrix stay on one page.
  w.section('Latest decision', FIGURES_HEIGHT + tableHeight(w, matrix));
  figureBand(w, [
    ['Decision', decision.action ? DECISION_ACTION_LABELS[decision.action] : NOT_AVAILABLE],
    ['Made on', utcDate(decision.decidedAt) || NOT_AVAILABLE],
    ['Price', formatLastPrice(decision.price, currency)],
    ['Expected return', signedPercent(outcome.expectedReturn)],
    ['Expected grade', outcome.expectedGrade ? SCALE_LABELS[outcome.expectedGrade] : NOT_AVAILABLE],
  ]);
  w.gap(6);
  const timeframe = decision.timeframe ? TIMEFRAME_LABELS[decision.timeframe] : NOT_AVAILABLE;
  const by = decision.decidedBy ? `   ·   Made by ${decision.decidedBy}` : '';
  w.text(`Trade type: ${decision.tradeType.name}   ·   Timeframe: ${timeframe}${by}`, { size: SIZE.small, color: COLOR.muted, gapAfter: 8 });
  w.text('Probability matrix', { font: FONT.bold, size: SIZE.subheading, gapAfter: 4 });
  drawTable(w, matrix);
}
