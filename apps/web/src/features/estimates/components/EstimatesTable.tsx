import { Stack, Text } from '@mantine/core';
import { estimateRange, FINANCIAL_LABELS, financialCell, isPerShare, type EstimateRow, type FinancialField } from '@thesis/domain';
import { CommitNumberInput } from '../../reviews/components/score/CommitNumberInput';
import { financialColumns } from '../../investments/financial-columns';
import { FinancialGrid } from '../../investments/components/FinancialGrid';
import { useSaveEstimate } from '../api';

interface EstimatesTableProps {
  reviewId: string;
  rows: readonly EstimateRow[];
  currency: string;
  editable: boolean;
}

/**
 * The reviewer's own forecasts for the next three fiscal years (issue 19 item 5). Whoever may
 * change the review types straight into the cells (money in millions, EPS and DPS per share), each
 * figure saved on leaving its cell; everyone else reads them like the reported years.
 */
export function EstimatesTable({ reviewId, rows, currency, editable }: EstimatesTableProps) {
  const save = useSaveEstimate(reviewId);
  const cell = (row: EstimateRow | null, field: FinancialField) => {
    if (!row || !editable) return <Text span c={row?.[field] === null || !row ? 'dimmed' : undefined}>{financialCell(row, field, currency)}</Text>;
    const range = estimateRange(field);
    const label = `FY${row.fiscal_year} ${FINANCIAL_LABELS[field]}, ${isPerShare(field) ? `${currency} per share` : `${currency} millions`}`;
    return (
      <CommitNumberInput
        aria-label={label}
        value={row[field]}
        min={range.min}
        max={range.max}
        decimalScale={isPerShare(field) ? 4 : 1}
        placeholder="–"
        styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
        onCommit={(value) => save.mutate({ fy_date_at: row.fy_date_at, [field]: value })}
      />
    );
  };
  const editor = rows.find((row) => row.editor_username)?.editor_username;
  return (
    <Stack gap={4}>
      <FinancialGrid
        title="Estimates"
        columns={financialColumns(rows, rows.length)}
        currency={currency}
        caption={`Your estimates in ${currency}: money in millions, EPS and DPS per share`}
        testId="financials-estimates"
        cell={(column, field) => cell(column.row, field)}
      />
      <Text size="xs" c="dimmed">
        {editable
          ? `Your own forecasts: type a figure (money in ${currency} millions, EPS and DPS per share) and leave the cell to save it.`
          : 'The reviewer’s own forecasts.'}
        {editor ? ` Last changed by ${editor}.` : ''}
      </Text>
    </Stack>
  );
}
