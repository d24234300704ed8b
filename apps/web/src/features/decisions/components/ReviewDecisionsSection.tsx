import { Alert, Badge, Group, Paper, ScrollArea, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatDate, type Review } from '@thesis/domain';
import { useState } from 'react';
import { roleOf, useCurrentUser } from '../../auth/session';
import { actionLabel } from '../format';
import { useArchivedDecisions, useDecisionInit, useDraftDecision, useDraftMatrix } from '../queries';
import { ArchivedDecisionPanel } from './ArchivedDecisionPanel';
import { DecisionUpgradePrompt } from './DecisionUpgradePrompt';
import { DraftDecisionPanel } from './DraftDecisionPanel';

const DRAFT = 'draft';

/**
 * The decisions area of the review page (spec §2, §4, §6): shown to the review owner and to those
 * holding the decisions permission. A draft tab (for those who may decide) and one read-only tab
 * per made decision, newest first. The free role sees an upgrade prompt instead.
 */
export function ReviewDecisionsSection({ review }: { review: Review }) {
  const { data: user } = useCurrentUser();
  // The free plan records no decisions: it sees the invitation to upgrade instead.
  const free = user !== undefined && roleOf(user) === 'free';
  const visible = review.permissions.decisions;
  const decide = visible && !free && review.abilities.decide;
  const init = useDecisionInit(decide);
  const draft = useDraftDecision(review.id, decide);
  const matrix = useDraftMatrix(review.id, decide);
  const archived = useArchivedDecisions(review.id, visible && !free);
  const [tab, setTab] = useState<string | null>(null);

  if (!visible) return null;
  const made = archived.data ?? [];
  const active = tab ?? (decide ? DRAFT : (made[0]?.id ?? null));

  return (
    <Stack gap="md" component="section" aria-labelledby="decisions-heading" data-testid="review-decisions">
      <Group justify="space-between">
        <Title order={2} fz="xl" id="decisions-heading">
          Decisions
        </Title>
        {made.length > 0 && (
          <Text size="sm" c="dimmed">
            {made.length} made
          </Text>
        )}
      </Group>
      {free ? (
        <DecisionUpgradePrompt />
      ) : archived.isLoading ? (
        <Skeleton h={160} />
      ) : !decide && made.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text size="sm" c="dimmed">
            No decisions have been made on this review yet.
          </Text>
        </Paper>
      ) : (
        <Tabs value={active} onChange={setTab} keepMounted={false}>
          <ScrollArea type="auto" offsetScrollbars>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {decide && <Tabs.Tab value={DRAFT}>Draft</Tabs.Tab>}
              {made.map((decision) => (
                <Tabs.Tab key={decision.id} value={decision.id!} rightSection={<Badge size="xs" variant="light" color="gray">Archived</Badge>}>
                  {formatDate(decision.date)} · {actionLabel(decision.action)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {decide && (
            <Tabs.Panel value={DRAFT} pt="md">
              {init.isError || draft.isError || matrix.isError ? (
                <Alert color="red">The decision could not be loaded. Please reload the page.</Alert>
              ) : (
                <DraftDecisionPanel review={review} init={init.data} draft={draft.data} matrix={matrix.data} onMade={(decision) => setTab(decision.id)} />
              )}
            </Tabs.Panel>
          )}
          {made.map((decision) => (
            <Tabs.Panel key={decision.id} value={decision.id!} pt="md">
              <ArchivedDecisionPanel decision={decision} reviewId={review.id} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
