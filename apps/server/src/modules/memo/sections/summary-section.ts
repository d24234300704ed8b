import { formatLastPrice, MEMO_COPY, NOT_AVAILABLE, type Review } from '@thesis/domain';
import { COLOR, FONT, SIZE } from '../pdf/memo-theme';
import type { MemoWriter } from '../pdf/memo-writer';
import { drawTable } from '../pdf/pdf-table';
import { decimal, points, signedPercent } from './memo-format';

/** The review summary in the reviewer's words. */
export function drawSummary(w: MemoWriter, review: Review): void {
  w.section('Summary', 40);
  const summary = review.summary?.trim();
  if (summary) w.text(summary, { size: 10, align: 'left' });
  else w.text(MEMO_COPY.noSummary, { font: FONT.italic, color: COLOR.muted });
}

/** One row per attached process: summary score, summary relevance, valuation and upside. */
export function drawScorecard(w: MemoWriter, review: Review): void {
  w.section('Scorecard', 60);
  if (review.processes.length === 0) {
    w.text(MEMO_COPY.noProcesses, { font: FONT.italic, color: COLOR.muted });
    return;
  }
  const currency = review.investment.meta.currency;
  const fixed = 62;
  drawTable(w, {
    columns: [
      { header: 'Process', width: w.width - 4 * fixed - 16 },
      { header: 'Factors', width: fixed - 8, align: 'right' },
      { header: 'Summary score', width: fixed + 8, align: 'right' },
      { header: 'Relevance', width: fixed, align: 'right' },
      { header: 'Valuation (upside)', width: fixed + 16, align: 'right' },
    ],
    rows: review.processes.map((process) => [
      process.name,
      String(process.factors?.length ?? 0),
      points(process.score),
      decimal(process.relevance),
      process.valuation === null ? NOT_AVAILABLE : `${formatLastPrice(process.valuation, currency)} (${signedPercent(process.upside)})`,
    ]),
    size: SIZE.small,
    zebra: true,
    labelColumn: true,
  });
}
