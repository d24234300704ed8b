import { Alert, Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAGE_TITLES, type Review } from '@thesis/domain';
import { useParams } from 'react-router';
import { ShareReviewButton } from '../../features/sharing/components/ShareReviewButton';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';

/** TEMP (dropped at merge): a minimal review page for testing sharing until the review page lands. */
export default function InvestmentReviewPage() {
  usePageMeta(PAGE_TITLES.investmentReview);
  const { id = '' } = useParams();
  const review = useQuery({
    queryKey: ['investment-reviews', 'detail', id],
    queryFn: async () => (await api.get<{ data: Review }>(`/investment-reviews/${id}`, { quiet: [404] })).data,
    retry: false,
  });
  if (review.isPending) return <Loader />;
  if (review.isError) return <Alert color="red" title="Review unavailable">{isApiError(review.error) ? review.error.message : 'Error'}</Alert>;
  const data = review.data;
  return (
    <Stack>
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={1}>{data.investment.name}</Title>
          <Text c="dimmed">
            {data.investment.ticker} · by {data.user.username}
          </Text>
        </Stack>
        <ShareReviewButton review={data} />
      </Group>
      {data.read_only_message && <Badge color="gray">{data.read_only_message}</Badge>}
      <Title order={2} size="h4">Processes</Title>
      <List>{data.processes.map((process) => <List.Item key={process.id}>{process.name}</List.Item>)}</List>
      {data.permissions.notes && (
        <>
          <Title order={2} size="h4">Notes</Title>
          <List>{data.notes.map((note) => <List.Item key={note.id}>{note.title}</List.Item>)}</List>
        </>
      )}
      {data.permissions.models && (
        <>
          <Title order={2} size="h4">Models</Title>
          <List>{data.models.map((model) => <List.Item key={model.id}>{model.media.file_name}</List.Item>)}</List>
        </>
      )}
    </Stack>
  );
}
