import { COLOR, FONT, PAGE, SIZE } from './memo-theme';
import type { MemoWriter } from './memo-writer';

/**
 * Stamps every buffered page with the footer: a hairline, `left` (what the document is) and
 * "Page n of N". The bottom margin is lifted while writing so the footer never starts a new page.
 */
export function stampFooters(w: MemoWriter, left: string, right: string): void {
  const doc = w.doc;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.footerOffset;
    doc.save().moveTo(w.left, y - 8).lineTo(w.right, y - 8).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
    const style = { font: FONT.regular, size: SIZE.tiny, color: COLOR.faint } as const;
    const pageLabel = `Page ${index - range.start + 1} of ${range.count}`;
    const pageWidth = w.widthOf(pageLabel, style);
    w.textAt(left, w.left, y, { ...style, width: w.width - pageWidth - 24 });
    w.textAt(pageLabel, w.right - pageWidth - 1, y, { ...style, width: pageWidth + 1, align: 'right' });
    w.textAt(right, w.left, y + 10, { ...style, width: w.width });
    doc.page.margins.bottom = margin;
  }
}
