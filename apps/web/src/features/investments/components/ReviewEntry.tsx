import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconClipboardCheck, IconPlus } from '@tabler/icons-react';
import type { Investment } from '@thesis/domain';
import { Link, useNavigate } from 'react-router';
import { investmentReview, PATHS } from '../../../lib/paths';
import { ProcessPickerModal } from '../../reviews/components/ProcessPickerModal';
import { useCan } from '../../auth/capabilities';

/**
 * The entry to the viewer's review of this investment: open it, or start it by attaching processes
 * (the review is created on first need, spec §4) and land on it.
 */
export function ReviewEntry({ investment }: { investment: Pick<Investment, 'id' | 'investment_review_id'> }) {
  const reviewId = investment.investment_review_id;
  const [picking, picker] = useDisclosure(false);
  const navigate = useNavigate();
  // Attaching creates or changes the review: only for those who may edit reviews (not a Viewer).
  const mayEdit = useCan()('reviews.edit');
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="review-heading"
      data-testid="review-entry"
      h="100%"
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
              <Text size="sm">You have a review of this company, with its scores, notes and model files.</Text>
              <Group gap="sm">
                <Button component={Link} to={investmentReview(reviewId)} rightSection={<IconArrowRight size={16} />}>
                  Open your review
                </Button>
                {mayEdit && (
                  <Button variant="default" leftSection={<IconPlus size={16} />} onClick={picker.open}>
                    Attach processes
                  </Button>
                )}
              </Group>
            </>
          ) : (
            <>
              {mayEdit ? (
                <>
                  <Text fw={600}>Start a review by attaching one of your processes</Text>
                  <Text size="sm" c="dimmed" maw={620}>
                    Score this company against the factors, checklists and questions of your processes, and keep your notes
                    and model files beside them.
                  </Text>
                  <Group gap="sm">
                    <Button leftSection={<IconPlus size={16} />} onClick={picker.open}>
                      Attach a process
                    </Button>
                    <Button component={Link} to={PATHS.processes} variant="default">
                      Your processes
                    </Button>
                  </Group>
                </>
              ) : (
                <Text size="sm" c="dimmed" maw={620}>
                  Nobody has reviewed this company yet. Your role can read reviews but not start them.
                </Text>
              )}
            </>
          )}
        </Stack>
      </Group>
      <ProcessPickerModal
        opened={picking}
        onClose={picker.close}
        reviewId={reviewId}
        investmentId={investment.id}
        attached={[]}
        onAttached={(review) => void navigate(investmentReview(review.id))}
      />
    </Paper>
  );
}
