import { Table, UnstyledButton, Group, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { portfolioSortKeyString, type PortfolioSort, type PortfolioSortKey } from '@thesis/domain';
import type { ReactNode } from 'react';

interface SortHeaderProps {
  sortKey: PortfolioSortKey;
  sort: PortfolioSort | null;
  onSort(sort: PortfolioSort | null): void;
  children: ReactNode;
  align?: 'left' | 'right';
  w?: number;
}

/** A column header that sorts: ascending, then descending, then no sort (default order). */
export function SortHeader({ sortKey, sort, onSort, children, align = 'left', w }: SortHeaderProps) {
  const active = sort !== null && portfolioSortKeyString(sort.key) === portfolioSortKeyString(sortKey);
  const direction = active ? sort.direction : null;
  const next = (): PortfolioSort | null => (direction === null ? { key: sortKey, direction: 'asc' } : direction === 'asc' ? { key: sortKey, direction: 'desc' } : null);
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'} style={{ textAlign: align, minWidth: w, whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => onSort(next())} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{children}</span>
          <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.45 }} />
          <VisuallyHidden>{direction === null ? ', sort ascending' : direction === 'asc' ? ', sorted ascending; sort descending' : ', sorted descending; clear sort'}</VisuallyHidden>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
