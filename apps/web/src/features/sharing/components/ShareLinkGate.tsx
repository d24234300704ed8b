import { Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_TITLES, readShareLink } from '@thesis/domain';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { PATHS } from '../../../lib/paths';
import { sharingApi } from '../api';
import { shareLinkProblem } from '../share-link-problem';

/**
 * The review page opened from a share link (`?sharing=…&signature=…`) by a signed-in user: the
 * link is attached to them (POST /sharings/{id}/user-attach), then the review opens without the
 * link in the address. An expired, revoked, foreign or broken link says why instead.
 */
export function ShareLinkGate({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const link = readShareLink(search);
  if (!link) return <>{children}</>;
  return <AttachLink sharingId={link.sharingId} signature={link.signature} />;
}

function AttachLink({ sharingId, signature }: { sharingId: string; signature: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const attach = useQuery({
    queryKey: ['sharings', 'attach', sharingId, signature],
    queryFn: async () => (await sharingApi.attach(sharingId, signature)).data,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    if (!attach.data) return;
    const reviewId = attach.data.investment_review_id;
    // What this user may see just changed: refetch whatever was cached about reviews.
    void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'attach' });
    void navigate(`/investment-reviews/${encodeURIComponent(reviewId)}`, { replace: true });
  }, [attach.data, client, navigate]);

  if (attach.isError) return <LinkProblem error={attach.error} onRetry={() => void attach.refetch()} />;
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>Opening the shared review…</Text>
      </Group>
    </Center>
  );
}

function LinkProblem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  usePageMeta(PAGE_TITLES.investmentReview);
  const problem = shareLinkProblem(error);
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconLinkOff size={26} />
          </ThemeIcon>
          <Title order={1} fz={24}>
            {problem.title}
          </Title>
          <Text>{problem.message}</Text>
          <Group justify="center" gap="sm">
            {problem.retry && (
              <Button variant="default" onClick={onRetry}>
                Try again
              </Button>
            )}
            <Button component={Link} to={PATHS.dashboard}>
              Go to the dashboard
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
