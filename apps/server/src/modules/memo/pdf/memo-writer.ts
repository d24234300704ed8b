import PDFDocument from 'pdfkit';
import { COLOR, FONT, LINE_GAP, PAGE, SIZE } from './memo-theme';
import { pdfText } from './pdf-text';

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  indent?: number;
  width?: number;
  align?: 'left' | 'right' | 'center' | 'justify';
  gapAfter?: number;
  link?: string;
}

/**
 * A thin layer over a PDFKit document for the memo: the page geometry, text in the memo's styles
 * (always made printable by the built-in fonts), page breaks that keep blocks together, and the
 * finished file as a Buffer. Pages are buffered so the footer can number them at the end.
 */
export class MemoWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; subject: string; author: string }) {
    this.doc = new PDFDocument({
      size: PAGE.size,
      margins: PAGE.margins,
      bufferPages: true,
      info: { Title: pdfText(info.title), Subject: pdfText(info.subject), Author: pdfText(info.author), Creator: pdfText(info.author) },
      lang: 'en',
      displayTitle: true,
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font(FONT.regular).fontSize(SIZE.body).fillColor(COLOR.ink);
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get right(): number {
    return this.left + this.width;
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** The lowest y that content may reach on the current page. */
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /**
   * Starts a new page unless `height` points still fit on this one. A block taller than a page
   * starts on the current page when nothing is on it yet (a new page would not help).
   */
  ensureSpace(height: number): void {
    const atTop = this.doc.y <= this.doc.page.margins.top + 1;
    if (this.doc.y + height > this.bottom && !atTop) this.doc.addPage();
  }

  gap(points: number): void {
    this.doc.y += points;
  }

  /** The height `value` takes in a style (for keeping blocks together). */
  heightOf(value: string, style: TextStyle = {}): number {
    this.applyFont(style);
    return this.doc.heightOfString(pdfText(value), { width: style.width ?? this.width - (style.indent ?? 0), lineGap: LINE_GAP });
  }

  widthOf(value: string, style: TextStyle = {}): number {
    this.applyFont(style);
    return this.doc.widthOfString(pdfText(value));
  }

  /** A block of text at the left margin (plus indent), flowing onto new pages as needed. */
  text(value: string, style: TextStyle = {}): void {
    this.applyFont(style);
    const indent = style.indent ?? 0;
    this.doc.text(pdfText(value), this.left + indent, this.doc.y, {
      width: style.width ?? this.width - indent,
      align: style.align ?? 'left',
      lineGap: LINE_GAP,
      ...(style.link ? { link: style.link, underline: false } : {}),
    });
    if (style.gapAfter) this.gap(style.gapAfter);
  }

  /** Text placed at a point without moving the flow (labels, table cells, the footer). */
  textAt(value: string, x: number, y: number, style: TextStyle = {}): void {
    const keep = this.doc.y;
    this.applyFont(style);
    this.doc.text(pdfText(value), x, y, { width: style.width, align: style.align ?? 'left', lineBreak: style.width !== undefined, lineGap: LINE_GAP, ...(style.link ? { link: style.link } : {}) });
    this.doc.y = keep;
  }

  /** A horizontal hairline at the current y, across the text width unless told. */
  rule(color: string = COLOR.rule, weight = 0.6, width: number = this.width): void {
    this.doc.save().moveTo(this.left, this.doc.y).lineTo(this.left + width, this.doc.y).lineWidth(weight).strokeColor(color).stroke().restore();
  }

  /** A section title with a rule under it; kept with at least `keep` points of what follows. */
  section(title: string, keep = 80): void {
    this.gap(14);
    this.ensureSpace(SIZE.section + keep);
    this.text(title, { font: FONT.bold, size: SIZE.section, color: COLOR.accent, gapAfter: 3 });
    this.rule(COLOR.accent, 0.8);
    this.gap(8);
  }

  /** The finished PDF. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }

  private applyFont(style: TextStyle): void {
    this.doc.font(style.font ?? FONT.regular).fontSize(style.size ?? SIZE.body).fillColor(style.color ?? COLOR.ink);
  }
}
