import { COLOR, FONT, LINE_GAP, SIZE } from './memo-theme';
import type { MemoWriter } from './memo-writer';

export interface TableColumn {
  header: string;
  /** Points; the table is as wide as its columns together (at most the text width). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface TableSpec {
  columns: readonly TableColumn[];
  rows: readonly (readonly string[])[];
  size?: number;
  /** Shade every other row. */
  zebra?: boolean;
  /** The first column in bold (row labels). */
  labelColumn?: boolean;
}

const PAD_X = 4;
const PAD_Y = 3.5;
/** Text boxes carry the line gap below the last line: the top pad makes up for it. */
const PAD_TOP = PAD_Y + LINE_GAP / 2 + 0.5;

function tableWidth(spec: TableSpec): number {
  return spec.columns.reduce((sum, column) => sum + column.width, 0);
}

/** The height of a row: its tallest cell. */
function rowHeight(w: MemoWriter, cells: readonly string[], spec: TableSpec, header: boolean): number {
  const size = header ? SIZE.tiny : (spec.size ?? SIZE.small);
  const heights = spec.columns.map((column, index) =>
    w.heightOf(cells[index] ?? '', { size, font: header || (spec.labelColumn && index === 0) ? FONT.bold : FONT.regular, width: column.width - 2 * PAD_X }),
  );
  return Math.max(...heights) + 2 * PAD_Y;
}

function drawRow(w: MemoWriter, cells: readonly string[], spec: TableSpec, options: { header: boolean; shade: boolean }): void {
  const height = rowHeight(w, cells, spec, options.header);
  const top = w.y;
  const doc = w.doc;
  if (options.shade) doc.save().rect(w.left, top, tableWidth(spec), height).fill(options.header ? COLOR.band : '#f8f9fb').restore();
  let x = w.left;
  spec.columns.forEach((column, index) => {
    const bold = options.header || (spec.labelColumn === true && index === 0);
    w.textAt(cells[index] ?? '', x + PAD_X, top + PAD_TOP, {
      width: column.width - 2 * PAD_X,
      align: column.align ?? 'left',
      size: options.header ? SIZE.tiny : (spec.size ?? SIZE.small),
      font: bold ? FONT.bold : FONT.regular,
      color: options.header ? COLOR.muted : COLOR.ink,
    });
    x += column.width;
  });
  w.y = top + height;
  if (options.header) w.rule(COLOR.muted, 0.6, tableWidth(spec));
}

/** The height the whole table takes (header and every row), to keep it with its heading. */
export function tableHeight(w: MemoWriter, spec: TableSpec): number {
  const headers = spec.columns.map((column) => column.header);
  return rowHeight(w, headers, spec, true) + spec.rows.reduce((sum, cells) => sum + rowHeight(w, cells, spec, false), 0);
}

/**
 * A simple ruled table: a shaded header (repeated on every page the table reaches), rows that
 * never split across pages, and right-aligned numbers where the column says so.
 */
export function drawTable(w: MemoWriter, spec: TableSpec): void {
  const headers = spec.columns.map((column) => column.header);
  const headerHeight = rowHeight(w, headers, spec, true);
  const first = spec.rows[0];
  w.ensureSpace(headerHeight + (first ? rowHeight(w, first, spec, false) : 0));
  drawRow(w, headers, spec, { header: true, shade: true });
  spec.rows.forEach((cells, index) => {
    const height = rowHeight(w, cells, spec, false);
    if (w.y + height > w.bottom) {
      w.doc.addPage();
      drawRow(w, headers, spec, { header: true, shade: true });
    }
    drawRow(w, cells, spec, { header: false, shade: spec.zebra === true && index % 2 === 1 });
  });
  w.rule(COLOR.rule, 0.6, tableWidth(spec));
}
