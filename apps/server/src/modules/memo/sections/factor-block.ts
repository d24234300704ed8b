import type { InvestmentFactor, InvestmentItem } from '@thesis/domain';
import { COLOR, FONT, SIZE } from '../pdf/memo-theme';
import type { MemoWriter } from '../pdf/memo-writer';
import { gradeText, points, relevanceText, scoreText, valueText } from './memo-format';

/** 'Link: Annual report (https://…)', clickable. */
export function drawLink(w: MemoWriter, item: Pick<InvestmentItem, 'url' | 'url_name'>, indent: number): void {
  if (!item.url) return;
  const label = item.url_name && item.url_name !== item.url ? `${item.url_name} (${item.url})` : item.url;
  w.text(`Link: ${label}`, { size: SIZE.small, color: COLOR.accent, indent, link: item.url, gapAfter: 1 });
}

function attachment(w: MemoWriter, item: Pick<InvestmentItem, 'media'>, indent: number): void {
  if (item.media) w.text(`Attached file: ${item.media.file_name}`, { size: SIZE.small, color: COLOR.muted, indent });
}

const answered = (item: InvestmentItem) => item.score !== null;

/**
 * A checklist condensed to one line (its grade and how many of its questions are answered), its
 * comment, and only the questions that carry a score or a comment.
 */
function drawChecklist(w: MemoWriter, checklist: InvestmentFactor['checklists'][number], currency: string): void {
  const total = checklist.questions.length;
  const done = checklist.questions.filter(answered).length;
  const count = total ? `   ·   ${done} of ${total} question${total === 1 ? '' : 's'} answered` : '';
  w.ensureSpace(24);
  w.text(`${checklist.name}: ${scoreText(checklist, currency)}${count}`, { font: FONT.bold, size: SIZE.small, indent: 14 });
  if (checklist.comment) w.text(checklist.comment, { size: SIZE.small, color: COLOR.muted, indent: 14 });
  drawLink(w, checklist, 14);
  for (const question of checklist.questions) {
    if (!answered(question) && !question.comment) continue;
    const comment = question.comment ? ` - ${question.comment}` : '';
    w.text(`•  ${question.name}: ${scoreText(question, currency)}${comment}`, { size: SIZE.small, indent: 24 });
    drawLink(w, question, 32);
  }
  w.gap(2);
}

/** A factor: name with its grade and points, group and relevance, comment, link, then its checklists. */
export function drawFactor(w: MemoWriter, factor: InvestmentFactor, currency: string): void {
  const value = valueText(factor, currency);
  const grade = `${factor.score || !value ? gradeText(factor) : value}   ${points(factor.score_factor)}`;
  const gradeWidth = Math.min(w.widthOf(grade, { font: FONT.bold }) + 2, w.width * 0.5);
  const commentHeight = factor.comment ? Math.min(w.heightOf(factor.comment), 40) : 0;
  w.ensureSpace(34 + commentHeight);
  w.gap(4);
  const top = w.y;
  w.textAt(grade, w.right - gradeWidth, top, { font: FONT.bold, color: factor.score_factor < 0 ? COLOR.negative : factor.score_factor > 0 ? COLOR.positive : COLOR.ink, width: gradeWidth, align: 'right' });
  w.text(factor.name, { font: FONT.bold, width: w.width - gradeWidth - 12 });
  const details = [factor.group, relevanceText(factor.relevance), ...(factor.score && value ? [value] : [])];
  w.text(details.join('   ·   '), { size: SIZE.tiny, color: COLOR.muted, gapAfter: 2 });
  if (factor.comment) w.text(factor.comment, { gapAfter: 1 });
  drawLink(w, factor, 0);
  attachment(w, factor, 0);
  for (const checklist of factor.checklists) drawChecklist(w, checklist, currency);
  w.gap(3);
  w.rule();
}
