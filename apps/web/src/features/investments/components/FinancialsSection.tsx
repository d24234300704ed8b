import { Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { chartColumns, chartHasData, ESTIMATION_COLUMNS, HISTORICAL_COLUMNS, INVESTMENT_MESSAGES, type InvestmentSummary } from '@thesis/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { EstimatesTable } from '../../estimates/components/EstimatesTable';
import { useEstimates } from '../../estimates/api';
import { financialSources } from '../financial-columns';
import { useFinancials } from '../queries';
import { CashFlowTable } from './CashFlowTable';
import { FinancialTable } from './FinancialTable';
import { KeyRatios } from './KeyRatios';

// chart.js is loaded only where the chart shows.
const TenYearChart = lazy(() => import('./TenYearChart'));

interface FinancialsSectionProps {
  /** Its market figures (meta) are what the key ratios set the reported years against. */
  investment: Pick<InvestmentSummary, 'id' | 'currency' | 'meta'>;
  allowed: boolean;
  /** On a review page: the review's own routes, and its estimates are the reviewer's forecasts. */
  reviewId?: string;
}

/** A table's loading and failure states (with a retry). */
function Loadable({ title, query, children }: { title: string; query: { isPending: boolean; isError: boolean; refetch: () => unknown }; children: ReactNode }) {
  if (query.isPending) {
    return (
      <div role="status">
        <Skeleton height={420} radius="md" />
        <VisuallyHidden>Loading the {title.toLowerCase()} figures</VisuallyHidden>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={`The ${title.toLowerCase()} figures could not be loaded`}>
        <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <>{children}</>;
}

function TableHeading({ id, title, note }: { id: string; title: string; note?: string }) {
  return (
    <Group gap="sm" align="baseline">
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Group>
  );
}

/**
 * The financials of a company: the key ratios of the latest reported year, the ten-year chart, the
 * reported years with their cash flow and balance sheet figures, and the three estimate years. On a
 * review the estimates are the reviewer's own forecasts; on a company page they are the operator's
 * imported estimates, if any. The free role gets an upgrade prompt and no call at all.
 */
export function FinancialsSection({ investment, allowed, reviewId }: FinancialsSectionProps) {
  const historical = useFinancials(investment.id, 'historical', allowed, reviewId);
  const imported = useFinancials(investment.id, 'estimation', allowed && !reviewId);
  const own = useEstimates(reviewId ?? '', allowed && !!reviewId);
  if (!allowed) {
    return (
      <Stack gap="md" component="section" aria-labelledby="financials-heading">
        <Title order={2} fz="xl" id="financials-heading">Financials</Title>
        <UpgradePrompt title="Historical figures and estimates come with a paid plan" data-testid="financials-upgrade">
          {INVESTMENT_MESSAGES.financialsUpgrade}
        </UpgradePrompt>
      </Stack>
    );
  }
  const currency = historical.data?.meta.currency ?? own.data?.meta.currency ?? imported.data?.meta.currency ?? '';
  const estimateRows = reviewId ? (own.data?.data ?? []) : (imported.data?.data ?? []);
  const columns = chartColumns(historical.data?.data ?? [], estimateRows);
  return (
    <Stack gap="md" component="section" aria-labelledby="financials-heading">
      <Title order={2} fz="xl" id="financials-heading">
        Financials
      </Title>
      {historical.data && historical.data.data.length > 0 && <KeyRatios rows={historical.data.data} investment={investment} currency={historical.data.meta.currency} />}
      {historical.data && chartHasData(columns) && (
        <Suspense fallback={<Skeleton height={300} radius="md" />}>
          <TenYearChart columns={columns} currency={currency} />
        </Suspense>
      )}
      <Stack gap={6}>
        <TableHeading id="financials-historical" title="Historical" note={historical.data ? `In ${historical.data.meta.currency} · EPS and DPS per share, split-adjusted` : undefined} />
        <Loadable title="Historical" query={historical}>
          {historical.data && (
            <>
              <FinancialTable title="Historical" rows={historical.data.data} placeholders={HISTORICAL_COLUMNS} currency={historical.data.meta.currency} reported />
              <Text size="xs" c="dimmed">
                {historical.data.data.length === 0
                  ? 'No historical figures are available for this company.'
                  : `Source: ${financialSources(historical.data.data).join('; ') || 'not recorded'}. Hover a figure for its source and date.`}
              </Text>
            </>
          )}
        </Loadable>
      </Stack>
      {historical.data && historical.data.data.length > 0 && (
        <Stack gap={6}>
          <TableHeading id="financials-cash-flow" title="Cash flow and balance sheet" note={`In ${historical.data.meta.currency} · capital expenditure negative (cash spent) · diluted shares in millions`} />
          <CashFlowTable rows={historical.data.data} currency={historical.data.meta.currency} />
        </Stack>
      )}
      <Stack gap={6}>
        <TableHeading id="financials-estimation" title="Estimates" note={reviewId ? 'Your own forecasts, saved with this review' : undefined} />
        {reviewId ? (
          <Loadable title="Estimates" query={own}>
            {own.data && <EstimatesTable reviewId={reviewId} rows={own.data.data} currency={own.data.meta.currency} editable={own.data.meta.editable} />}
          </Loadable>
        ) : (
          <Loadable title="Estimates" query={imported}>
            {imported.data && (
              <>
                <FinancialTable title="Estimates" rows={imported.data.data} placeholders={ESTIMATION_COLUMNS} currency={imported.data.meta.currency} />
                <Text size="xs" c="dimmed">
                  {imported.data.data.length === 0
                    ? 'Estimates are your own forecasts: enter them on your review of this company.'
                    : `Imported by the operator (${financialSources(imported.data.data).join('; ') || 'source not recorded'}). Your own forecasts go on your review.`}
                </Text>
              </>
            )}
          </Loadable>
        )}
      </Stack>
    </Stack>
  );
}
