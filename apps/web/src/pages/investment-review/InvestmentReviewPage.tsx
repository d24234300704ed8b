import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES, type Review } from '@thesis/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ReviewDecisionsSection } from '../../features/decisions/components/ReviewDecisionsSection';
import { api } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';

/** TEMPORARY stand-in for the review page (the reviews helper builds the real one): loads the review and shows the decisions section. */
export default function InvestmentReviewPage() {
  usePageMeta(PAGE_TITLES.investmentReview);
  const { id = '' } = useParams();
  const review = useQuery({ queryKey: ['reviews', 'detail', id], queryFn: async () => (await api.get<{ data: Review }>(`/investment-reviews/${id}`)).data });
  return (
    <Container size="xl">
      <Stack>
        <Title order={1}>{PAGE_TITLES.investmentReview}</Title>
        {review.isLoading ? (
          <Loader />
        ) : !review.data ? (
          <Alert color="red">This review cannot be shown.</Alert>
        ) : (
          <>
            <Text fw={600}>
              {review.data.investment.ticker} · {review.data.investment.name}
            </Text>
            <ReviewDecisionsSection review={review.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
