/**
 * The table a spreadsheet preview shows: the cells of the first rows and columns, as text, and
 * whether anything was cut. Rows and columns keep their places (an empty row in the sheet is an
 * empty row here); empty rows and columns after the last filled cell are left out.
 */
export interface PreviewLimits {
  rows: number;
  columns: number;
}

export interface TablePreview {
  rows: string[][];
  truncated: boolean;
}

/** A preview shows at most this much of one cell; longer text ends with "…". */
export const CELL_TEXT_MAX = 1000;

export class PreviewTable {
  private readonly cells = new Map<number, Map<number, string>>();
  private cut = false;

  constructor(readonly limits: PreviewLimits) {}

  /** Whether a row at this index (from 0) is past the rows shown. */
  isPastRows(row: number): boolean {
    return row >= this.limits.rows;
  }

  /** Notes that the file has more than the table shows (rows or columns cut). */
  markCut(): void {
    this.cut = true;
  }

  /** Keeps a filled cell within the limits; one outside them marks the table as cut. */
  set(row: number, column: number, text: string): void {
    if (text === '') return;
    if (row >= this.limits.rows || column >= this.limits.columns) {
      this.cut = true;
      return;
    }
    let cells = this.cells.get(row);
    if (!cells) this.cells.set(row, (cells = new Map()));
    cells.set(column, text.length > CELL_TEXT_MAX ? `${text.slice(0, CELL_TEXT_MAX - 1)}…` : text);
  }

  result(): TablePreview {
    let height = 0;
    let width = 0;
    for (const [row, cells] of this.cells) {
      height = Math.max(height, row + 1);
      for (const column of cells.keys()) width = Math.max(width, column + 1);
    }
    const rows = Array.from({ length: height }, (_, row) => Array.from({ length: width }, (_, column) => this.cells.get(row)?.get(column) ?? ''));
    return { rows, truncated: this.cut };
  }
}
