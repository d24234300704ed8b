import { ActionIcon, Badge, Collapse, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconLinkOff, IconNotes } from '@tabler/icons-react';
import { summaryScoreRange, type InvestmentProcess } from '@thesis/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { AiFillControl } from '../ai/components/AiFillControl';
import { AiFillPanel } from '../ai/components/AiFillPanel';
import { SuggestionsProvider } from '../ai/suggestions-context';
import { useAiFill } from '../ai/use-ai-fill';
import { uploadMedia } from '../api';
import { useUpdateInvestmentProcess } from '../item-mutations';
import { useDetachProcesses } from '../queries';
import { useReviewScope } from '../review-context';
import { treeCounts } from '../review-tree';
import { ItemDetails } from './ItemDetails';
import { ProcessSummary } from './ProcessSummary';
import { ProcessValuation } from './ProcessValuation';
import { ReviewItemNode } from './ReviewItemNode';

/** An attached process: its summary, its own comment/link/file, and its factors → checklists → questions. */
export function ReviewProcessCard({ process }: { process: InvestmentProcess }) {
  const { reviewId, readOnly } = useReviewScope();
  const detach = useDetachProcesses(reviewId);
  const update = useUpdateInvestmentProcess(reviewId);
  const fill = useAiFill(reviewId, process);
  const [confirming, setConfirming] = useState(false);
  const [details, setDetails] = useState(false);
  const counts = treeCounts(process);
  const factors = process.factors ?? [];
  const headingId = `process-${process.id}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="review-process">
      <Group justify="space-between" align="flex-start" gap="md" mb="sm">
        <Stack gap={2} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap={8}>
            <Title order={3} fz="lg" id={headingId}>
              {process.name}
            </Title>
            <Badge variant="light" color="gray" size="sm" tt="none">
              {counts.scored} of {counts.items} scored
            </Badge>
          </Group>
          {process.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {process.description}
            </Text>
          )}
        </Stack>
        <Group gap="md" wrap="nowrap" align="center">
          {factors.length > 0 && <AiFillControl process={process} fill={fill} />}
          <ProcessSummary score={process.score} relevance={process.relevance} range={summaryScoreRange(factors)} />
          <Tooltip label="Comment, link and file of the process">
            <ActionIcon
              variant={details ? 'light' : 'subtle'}
              color="gray"
              onClick={() => setDetails((value) => !value)}
              aria-expanded={details}
              aria-label={`Comment, link and file of process ${process.name}`}
            >
              <IconNotes size={18} />
            </ActionIcon>
          </Tooltip>
          {!readOnly && (
            <Tooltip label="Detach from this review">
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setConfirming(true)}
                aria-label={`Detach process ${process.name}`}
              >
                <IconLinkOff size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Collapse expanded={details}>
        <Stack gap="sm" mb="sm" p="sm" bg="gray.0" style={{ borderRadius: 8 }}>
          {details && <ProcessValuation process={process} />}
          {details && (
            <ItemDetails
              subject={`process ${process.name}`}
              comment={process.comment}
              url={process.url}
              urlName={process.url_name}
              media={process.media}
              onSave={(changes) => update.mutate({ id: process.id, changes })}
              onAttach={async (file, controls) => {
                const media = (await uploadMedia('attachment', file, controls)).data;
                await update.mutateAsync({ id: process.id, changes: { uuids: [media.uuid] } });
              }}
              onRemove={() => update.mutateAsync({ id: process.id, changes: { uuids: [] } })}
            />
          )}
        </Stack>
      </Collapse>
      <AiFillPanel process={process} onRetry={fill.start} />
      <SuggestionsProvider process={process}>
        <Stack gap={6}>
          {factors.length === 0 ? (
            <Text size="sm" c="dimmed">
              This process has no factors yet. Add them on the process page.
            </Text>
          ) : (
            factors.map((factor) => <ReviewItemNode key={factor.id} item={factor} />)
          )}
        </Stack>
      </SuggestionsProvider>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Detach this process?"
        confirmLabel="Detach"
        color="red"
        onConfirm={() => detach.mutateAsync([process.id])}
      >
        <Text size="sm">
          “{process.name}” and all its scores, comments, links and files will be removed from this review. Your process
          library is not changed. This action cannot be undone.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
