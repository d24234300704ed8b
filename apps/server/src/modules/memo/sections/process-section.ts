import { formatLastPrice, MEMO_COPY, type InvestmentProcess, type Review } from '@thesis/domain';
import { COLOR, FONT, SIZE } from '../pdf/memo-theme';
import type { MemoWriter } from '../pdf/memo-writer';
import { drawFactor, drawLink } from './factor-block';
import { decimal, points, signedPercent } from './memo-format';

/** A process heading band: its name, then its summary score and relevance on the right. */
function processHeading(w: MemoWriter, process: InvestmentProcess): void {
  const facts = `Summary score ${points(process.score)}   ·   Relevance ${decimal(process.relevance)}`;
  const factsWidth = w.widthOf(facts, { font: FONT.bold, size: SIZE.small }) + 2;
  const nameHeight = w.heightOf(process.name, { font: FONT.bold, size: SIZE.subheading, width: w.width - factsWidth - 28 });
  const height = Math.max(nameHeight, 12) + 12;
  w.ensureSpace(height + 60);
  const top = w.y;
  w.doc.save().rect(w.left, top, w.width, height).fill(COLOR.band).restore();
  w.doc.save().rect(w.left, top, 3, height).fill(COLOR.accent).restore();
  w.textAt(facts, w.right - factsWidth - 8, top + 7.5, { font: FONT.bold, size: SIZE.small, color: COLOR.accent, width: factsWidth, align: 'right' });
  w.y = top + 6;
  w.text(process.name, { font: FONT.bold, size: SIZE.subheading, indent: 10, width: w.width - factsWidth - 28 });
  w.y = top + height + 6;
}

function drawProcess(w: MemoWriter, process: InvestmentProcess, currency: string): void {
  processHeading(w, process);
  if (process.description) w.text(process.description, { size: SIZE.small, color: COLOR.muted, gapAfter: 3 });
  if (process.valuation !== null) {
    w.text(`Valuation: ${formatLastPrice(process.valuation, currency)} per share, upside ${signedPercent(process.upside)}`, { font: FONT.bold, gapAfter: 2 });
  }
  if (process.comment) w.text(process.comment, { gapAfter: 2 });
  drawLink(w, process, 0);
  const factors = process.factors ?? [];
  if (factors.length === 0) w.text(MEMO_COPY.noFactors, { font: FONT.italic, color: COLOR.muted });
  for (const factor of factors) drawFactor(w, factor, currency);
  w.gap(10);
}

/** Every attached process in the review's order, with its factors. */
export function drawProcesses(w: MemoWriter, review: Review): void {
  if (review.processes.length === 0) return;
  w.section('Processes and factors', 90);
  for (const process of review.processes) drawProcess(w, process, review.investment.meta.currency);
}
