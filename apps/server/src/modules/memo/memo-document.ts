import { MEMO_COPY } from '@thesis/domain';
import type { MemoContent } from './memo-content';
import { stampFooters } from './pdf/page-footer';
import { MemoWriter } from './pdf/memo-writer';
import { drawDecision } from './sections/decision-section';
import { drawFinancials } from './sections/financials-section';
import { drawHeader, tickerOf } from './sections/header-section';
import { utcDate } from './sections/memo-format';
import { drawNotes } from './sections/notes-section';
import { drawProcesses } from './sections/process-section';
import { drawScorecard, drawSummary } from './sections/summary-section';

/**
 * Typesets a memo as an A4 PDF: header, summary, scorecard, processes with their factors, notes
 * (when the viewer may see them), financials (or why they are left out), the latest decision
 * (when there is one the viewer may see), and a numbered footer on every page.
 */
export async function renderMemo(content: MemoContent): Promise<Buffer> {
  const { review } = content;
  const ticker = tickerOf(review);
  const w = new MemoWriter({
    title: `${review.investment.name} (${ticker}): ${MEMO_COPY.title}`,
    subject: `${MEMO_COPY.title} of ${review.investment.name}`,
    author: content.product,
  });
  drawHeader(w, review, content.generatedAt);
  drawSummary(w, review);
  drawScorecard(w, review);
  drawProcesses(w, review);
  if (review.permissions.notes) drawNotes(w, review.notes);
  drawFinancials(w, content.financials);
  if (content.decision) drawDecision(w, content.decision, review.investment.meta.currency);
  stampFooters(
    w,
    `${content.product}   ·   ${MEMO_COPY.title}   ·   ${review.investment.name} (${ticker})   ·   ${utcDate(content.generatedAt)}`,
    MEMO_COPY.confidential,
  );
  return w.finish();
}
