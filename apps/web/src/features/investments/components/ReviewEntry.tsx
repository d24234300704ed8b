import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import type { Investment } from '@thesis/domain';
import { Link } from 'react-router';
import { investmentReview, PATHS } from '../../../lib/paths';

/**
 * The entry to the viewer's review of this investment. A placeholder until the reviews feature
 * replaces it: it links an existing review and invites to start one otherwise.
 */
export function ReviewEntry({ investment }: { investment: Pick<Investment, 'investment_review_id'> }) {
  const reviewId = investment.investment_review_id;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="review-heading"
      data-testid="review-entry"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
          <IconClipboardCheck size={20} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} fz="xl" id="review-heading">
            Review
          </Title>
          {reviewId ? (
            <>
              <Text size="sm">You have a review of this company, with its scores, notes and model file.</Text>
              <Group>
                <Button component={Link} to={investmentReview(reviewId)}>
                  Open your review
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text fw={600}>Start a review by attaching one of your processes</Text>
              <Text size="sm" c="dimmed" maw={620}>
                Score this company against the factors, checklists and questions of your processes, and keep your notes
                and model file beside them. Attaching processes here arrives with the reviews release.
              </Text>
              <Group gap="sm">
                <Button disabled>Attach a process</Button>
                <Button component={Link} to={PATHS.processes} variant="default">
                  Your processes
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
