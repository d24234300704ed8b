import { Alert, Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import type { Review } from '@thesis/domain';
import { userCan } from '../../features/auth/capabilities';
import { useCurrentUser } from '../../features/auth/session';
import { ReviewDecisionsSection } from '../../features/decisions/components/ReviewDecisionsSection';
import { FinancialsSection } from '../../features/investments/components/FinancialsSection';
import { ModelFiles } from '../../features/reviews/components/ModelFiles';
import { NotesPanel } from '../../features/reviews/components/NotesPanel';
import { ProcessPickerModal } from '../../features/reviews/components/ProcessPickerModal';
import { ReviewHeader } from '../../features/reviews/components/ReviewHeader';
import { ReviewProcesses } from '../../features/reviews/components/ReviewProcesses';
import { SummaryCard } from '../../features/reviews/components/SummaryCard';
import { ReviewScopeProvider } from '../../features/reviews/review-context';

/** The review page (spec §2): header, summary, processes, notes and models, decisions, financials. */
export function ReviewView({ review }: { review: Review }) {
  const { data: user } = useCurrentUser();
  const [picking, picker] = useDisclosure(false);
  const editable = review.abilities.update;
  const financials = user === undefined || userCan(user, 'financials.read');
  const side = [review.permissions.notes, review.permissions.models].filter(Boolean).length;

  return (
    <ReviewScopeProvider review={review}>
      <ReviewHeader review={review} onAttach={editable ? picker.open : undefined} />
      <Stack gap="lg">
        {!editable && review.read_only_message && (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={18} />}
            title="Read only"
            data-testid="read-only-message"
          >
            {review.read_only_message}
          </Alert>
        )}
        <SummaryCard summary={review.summary} />
        <ReviewProcesses processes={review.processes} onAttach={editable ? picker.open : undefined} />
        {side > 0 && (
          <Grid gap="md">
            {review.permissions.notes && (
              <Grid.Col span={{ base: 12, md: side === 2 ? 7 : 12 }}>
                <NotesPanel notes={review.notes} />
              </Grid.Col>
            )}
            {review.permissions.models && (
              <Grid.Col span={{ base: 12, md: side === 2 ? 5 : 12 }}>
                <ModelFiles models={review.models} />
              </Grid.Col>
            )}
          </Grid>
        )}
        <ReviewDecisionsSection review={review} />
        <FinancialsSection investment={review.investment} allowed={financials} reviewId={review.id} />
      </Stack>
      <ProcessPickerModal
        opened={picking}
        onClose={picker.close}
        reviewId={review.id}
        investmentId={review.investment_id}
        attached={review.processes.flatMap((process) => (process.process_id ? [process.process_id] : []))}
      />
    </ReviewScopeProvider>
  );
}
