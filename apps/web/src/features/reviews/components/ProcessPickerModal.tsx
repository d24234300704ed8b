import { Anchor, Badge, Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { Process, Review } from '@thesis/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useAttachProcesses } from '../queries';
import { usePickerProcesses } from './use-picker-processes';

interface ProcessPickerModalProps {
  opened: boolean;
  onClose(): void;
  /** The review, or null when attaching creates it (from the investment page). */
  reviewId: string | null;
  investmentId: string;
  /** Library process ids already attached: shown, not offered again. */
  attached: readonly string[];
  onAttached?(review: Review): void;
}

function ProcessOption({ process, attached }: { process: Process; attached: boolean }) {
  return (
    <Checkbox
      value={process.id}
      disabled={attached}
      label={
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {process.name}
          </Text>
          {process.is_default && (
            <Badge size="xs" variant="light">
              Default
            </Badge>
          )}
          {!process.is_active && (
            <Badge size="xs" variant="light" color="gray">
              Inactive
            </Badge>
          )}
          {attached && (
            <Badge size="xs" variant="outline" color="gray">
              Attached
            </Badge>
          )}
        </Group>
      }
      description={[
        process.investment_count === 1 ? 'Used in 1 review' : `Used in ${process.investment_count} reviews`,
        process.description,
      ]
        .filter(Boolean)
        .join(' · ')}
      styles={{
        description: { display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
      }}
    />
  );
}

/** Attach processes to a review (spec §4 investment-process picker), the review created on first need. */
export function ProcessPickerModal({
  opened,
  onClose,
  reviewId,
  investmentId,
  attached,
  onAttached,
}: ProcessPickerModalProps) {
  const { loading, processes, failed } = usePickerProcesses(opened);
  const attach = useAttachProcesses({ reviewId, investmentId });
  const [selected, setSelected] = useState<string[]>([]);
  const ordered = [...processes].sort((a, b) => Number(b.is_active) - Number(a.is_active));

  function close() {
    setSelected([]);
    onClose();
  }

  async function submit() {
    const review = await attach.mutateAsync(selected);
    close();
    onAttached?.(review);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Attach processes"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Each process is copied into this review with its factors, checklists and questions, ready to score.
        </Text>
        {loading ? (
          <Stack gap="xs" role="status" aria-label="Loading your processes">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={36} radius="sm" />
            ))}
          </Stack>
        ) : ordered.length === 0 ? (
          <Text size="sm">
            {failed ? 'Your processes could not be loaded. ' : 'You have no processes yet. '}
            <Anchor component={Link} to={PATHS.processes}>
              {failed ? 'Open your processes' : 'Create one or copy a template'}
            </Anchor>
            .
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Checkbox.Group value={selected} onChange={setSelected} label="Your processes">
              <Stack gap="sm" mt="xs">
                {ordered.map((process) => (
                  <ProcessOption key={process.id} process={process} attached={attached.includes(process.id)} />
                ))}
              </Stack>
            </Checkbox.Group>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit().catch(() => undefined)}
            disabled={selected.length === 0 || loading}
            loading={attach.isPending}
          >
            Attach{selected.length > 1 ? ` ${selected.length} processes` : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
