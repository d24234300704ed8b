import { Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
  className?: string;
  /** The full label, when a narrow column may clip it. */
  title?: string;
}

/** A column header that sorts: ascending, then descending, then no sort (default order). */
export function SortHeader({ sortKey, sort, onSort, children, align = 'left', w, className, title }: SortHeaderProps) {
  const active = sort !== null && portfolioSortKeyString(sort.key) === portfolioSortKeyString(sortKey);
  const direction = active ? sort.direction : null;
  const next = (): PortfolioSort | null => (direction === null ? { key: sortKey, direction: 'asc' } : direction === 'asc' ? { key: sortKey, direction: 'desc' } : null);
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      className={className}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      style={{ textAlign: align, width: w }}
      title={title}
    >
      <UnstyledButton onClick={() => onSort(next())} fw={600} fz="sm" style={{ textAlign: align }}>
        <Group gap={4} wrap="nowrap" align="flex-end" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <Text span inherit lineClamp={2}>
            {children}
          </Text>
          <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.45 }} />
          <VisuallyHidden>{direction === null ? ', sort ascending' : direction === 'asc' ? ', sorted ascending; sort descending' : ', sorted descending; clear sort'}</VisuallyHidden>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
