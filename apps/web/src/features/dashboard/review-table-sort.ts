import { dashboardReviewScore, displayTicker } from '@thesis/domain';
import type { DashboardTableRow } from './api';

/** The sortable columns of the dashboard tables (spec §2). */
export type ReviewColumn = 'ticker' | 'name' | 'price' | 'updated_at' | 'user' | 'score';
export type SortDirection = 'asc' | 'desc';
export interface ReviewSort {
  column: ReviewColumn;
  direction: SortDirection;
}

/** The tables open as the server sends them: the latest change first. */
export const DEFAULT_REVIEW_SORT: ReviewSort = { column: 'updated_at', direction: 'desc' };

type Key = string | number | null;

function keyOf(row: DashboardTableRow, column: ReviewColumn): Key {
  switch (column) {
    case 'ticker':
      return displayTicker(row.investment.ticker).toLowerCase();
    case 'name':
      return row.investment.name.toLowerCase();
    case 'price':
      return row.investment.last_price;
    case 'updated_at':
      return row.updated_at;
    case 'user':
      return (row.user?.username ?? '').toLowerCase();
    case 'score':
      return dashboardReviewScore(row.defaultProcess);
  }
}

/** Rows in the chosen order; missing values (no price, no score) always last. Stable for ties. */
export function sortReviewRows(rows: readonly DashboardTableRow[], sort: ReviewSort): DashboardTableRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row, sort.column) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** Clicking a header: the same column flips its direction; another starts ascending (dates: newest first). */
export function nextSort(current: ReviewSort, column: ReviewColumn): ReviewSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'updated_at' || column === 'score' ? 'desc' : 'asc' };
}
