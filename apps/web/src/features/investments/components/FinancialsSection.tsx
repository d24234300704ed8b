import { Alert, Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  ESTIMATION_COLUMNS,
  HISTORICAL_COLUMNS,
  INVESTMENT_MESSAGES,
  type FinancialKind,
  type InvestmentSummary,
} from '@thesis/domain';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { financialSources } from '../financial-columns';
import { useFinancials } from '../queries';
import { FinancialTable } from './FinancialTable';

const TABLES: readonly { kind: FinancialKind; title: string; placeholders: number; empty: string }[] = [
  {
    kind: 'historical',
    title: 'Historical',
    placeholders: HISTORICAL_COLUMNS,
    empty: 'No historical figures are available for this company.',
  },
  {
    kind: 'estimation',
    title: 'Estimates',
    placeholders: ESTIMATION_COLUMNS,
    empty: 'No estimates are available for this company.',
  },
];

interface FinancialsSectionProps {
  investment: Pick<InvestmentSummary, 'id'>;
  allowed: boolean;
  /** On a review page: the review's own routes (GET /investment-reviews/{id}/historical|estimation). */
  reviewId?: string;
}

/** Historical and estimation tables; the free role gets an upgrade prompt and no call at all (spec §4, §6). */
export function FinancialsSection({ investment, allowed, reviewId }: FinancialsSectionProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="financials-heading">
      <Title order={2} fz="xl" id="financials-heading">
        Financials
      </Title>
      {allowed ? (
        TABLES.map((table) => <FinancialsTable key={table.kind} investment={investment} reviewId={reviewId} {...table} />)
      ) : (
        <UpgradePrompt title="Historical figures and estimates come with a paid plan" data-testid="financials-upgrade">
          {INVESTMENT_MESSAGES.financialsUpgrade}
        </UpgradePrompt>
      )}
    </Stack>
  );
}

function FinancialsTable({
  investment,
  reviewId,
  kind,
  title,
  placeholders,
  empty,
}: { investment: Pick<InvestmentSummary, 'id'>; reviewId?: string } & (typeof TABLES)[number]) {
  const query = useFinancials(investment.id, kind, true, reviewId);
  const headingId = `financials-${kind}`;
  return (
    <Stack gap={6}>
      <Group gap="sm" align="baseline">
        <Title order={3} fz="md" id={headingId}>
          {title}
        </Title>
        {query.data && (
          <Text size="xs" c="dimmed">
            In {query.data.meta.currency} · EPS and DPS per share
          </Text>
        )}
      </Group>
      {query.isPending && (
        <div role="status">
          <Skeleton height={420} radius="md" />
          <VisuallyHidden>Loading the {title.toLowerCase()} figures</VisuallyHidden>
        </div>
      )}
      {query.isError && (
        <Alert color="red" variant="light" title={`The ${title.toLowerCase()} figures could not be loaded`}>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </Alert>
      )}
      {query.data && (
        <>
          <FinancialTable
            title={title}
            rows={query.data.data}
            placeholders={placeholders}
            currency={query.data.meta.currency}
          />
          <Text size="xs" c="dimmed">
            {query.data.data.length === 0
              ? empty
              : `Source: ${financialSources(query.data.data).join('; ') || 'not recorded'}.`}
          </Text>
        </>
      )}
    </Stack>
  );
}
