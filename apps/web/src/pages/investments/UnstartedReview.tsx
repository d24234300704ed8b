import { Grid, Stack } from '@mantine/core';
import type { Investment } from '@thesis/domain';
import { ModelFiles } from '../../features/reviews/components/ModelFiles';
import { NotesPanel } from '../../features/reviews/components/NotesPanel';
import { SummaryCard } from '../../features/reviews/components/SummaryCard';
import { UnstartedReviewProvider } from '../../features/reviews/review-context';

/**
 * The review panels of an investment the viewer has not reviewed yet (spec §4: a review is created
 * on first need): the first summary, note or model file creates the review, and the page becomes it.
 */
export function UnstartedReview({ investment }: { investment: Investment }) {
  return (
    <UnstartedReviewProvider investment={investment}>
      <Stack gap="md" data-testid="unstarted-review">
        <SummaryCard summary={null} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <NotesPanel notes={[]} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ModelFiles models={[]} />
          </Grid.Col>
        </Grid>
      </Stack>
    </UnstartedReviewProvider>
  );
}
