import { Alert, Stack, Text } from '@mantine/core';
import { MARKET_DATA_MESSAGES, PAGE_TITLES } from '@thesis/domain';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { userCan } from '../../features/auth/capabilities';
import { useCurrentUser } from '../../features/auth/session';
import { useDataSources } from '../../features/market-data/api';
import { DataSourceCard } from '../../features/market-data/components/DataSourceCard';
import { usePageMeta } from '../../lib/page-meta';

/** /data-sources: the administrators' view of the market-data connectors (runs, failures, sync now). */
export default function DataSourcesPage() {
  usePageMeta(PAGE_TITLES.dataSources);
  const { data: user } = useCurrentUser();
  const allowed = userCan(user, 'data.operate');
  const { data: sources, error, isPending, refetch } = useDataSources();
  if (!user) return <PageLoader />;
  if (!allowed) {
    return (
      <>
        <PageHeader title={PAGE_TITLES.dataSources} />
        <Alert color="gray" variant="light">
          {MARKET_DATA_MESSAGES.operatorsOnly}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={PAGE_TITLES.dataSources} />
      <Text size="sm" c="dimmed" mb="md" maw={760}>
        Where the figures come from and how fresh they are. Scheduled syncs run on their own; a sync started here runs in the background, and this page follows it.
      </Text>
      {isPending && <PageLoader />}
      {!isPending && !sources && (
        <LoadFailedAlert title="The market-data sources could not be loaded" error={error} onRetry={() => void refetch()} />
      )}
      <Stack gap="lg">{sources?.map((source) => <DataSourceCard key={source.id} source={source} />)}</Stack>
    </>
  );
}
