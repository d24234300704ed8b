import { displayTicker, formatLastPrice, formatMillions, LAST_PRICE_DISPLAY_CURRENCY, MEMO_COPY, NOT_AVAILABLE, type Review } from '@thesis/domain';
import { COLOR, FONT, SIZE } from '../pdf/memo-theme';
import type { MemoWriter } from '../pdf/memo-writer';
import { utcDate, utcDateTime } from './memo-format';

/** The investment's ticker as users know it (an unlisted company's storage suffix removed). */
export function tickerOf(review: Review): string {
  return displayTicker(review.investment.ticker);
}

function venue(review: Review): string {
  return review.investment.type === 'custom' ? 'Unlisted' : (review.investment.exchange ?? NOT_AVAILABLE);
}

/** Label over value, in a cell of the key-figures band. */
function figure(w: MemoWriter, label: string, value: string, x: number, y: number, width: number): void {
  w.textAt(label.toUpperCase(), x, y, { font: FONT.bold, size: SIZE.tiny, color: COLOR.muted, width });
  w.textAt(value, x, y + 11, { font: FONT.bold, size: 12, color: COLOR.ink, width });
}

/** A shaded band of key figures, side by side. */
export function figureBand(w: MemoWriter, figures: readonly (readonly [string, string])[]): void {
  const height = 42;
  w.ensureSpace(height + 8);
  const top = w.y;
  w.doc.save().rect(w.left, top, w.width, height).fill(COLOR.band).restore();
  const cell = (w.width - 16) / figures.length;
  figures.forEach(([label, value], index) => figure(w, label, value, w.left + 10 + index * cell, top + 9, cell - 8));
  w.y = top + height;
}

/**
 * The memo's first lines: what it is and when it was made, the company and where it trades,
 * its price and market cap with the date those figures are from, and whose review it is.
 */
export function drawHeader(w: MemoWriter, review: Review, generatedAt: Date): void {
  const top = w.y;
  w.textAt(MEMO_COPY.title.toUpperCase(), w.left, top, { font: FONT.bold, size: SIZE.small, color: COLOR.accent, width: w.width / 2 });
  w.textAt(`Generated ${utcDateTime(generatedAt)}`, w.left + w.width / 2, top, { size: SIZE.small, color: COLOR.muted, width: w.width / 2, align: 'right' });
  w.y = top + 18;
  w.text(review.investment.name, { font: FONT.bold, size: SIZE.title, gapAfter: 2 });
  const sectors = [review.investment.sector_l1, review.investment.sector_l3].filter((part): part is string => Boolean(part));
  w.text([tickerOf(review), venue(review), ...(sectors.length ? [sectors.join(' / ')] : [])].join('   ·   '), { size: 10.5, color: COLOR.muted, gapAfter: 12 });

  const meta = review.investment.meta;
  const currency = meta.currency || LAST_PRICE_DISPLAY_CURRENCY;
  figureBand(w, [
    ['Last price', formatLastPrice(review.investment.last_price ?? meta.last_price, currency)],
    ['Market cap', formatMillions(meta.market_cap, currency)],
    ['Figures as of', utcDate(meta.updated_at) || 'Not recorded'],
    ['Review updated', utcDate(review.updated_at)],
  ]);
  w.gap(6);
  const owner = review.isOwner ? `Review by ${review.user.username}` : `Review by ${review.user.username}, shared with you`;
  w.text(`${owner}   ·   Started ${utcDate(review.created_at)}   ·   Prices in ${currency}`, { size: SIZE.small, color: COLOR.muted });
}
