import { Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconLock, IconSparkles } from '@tabler/icons-react';
import { AI_FILL_SERVER_MESSAGES, canRequestAiFill, type InvestmentProcess } from '@thesis/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { PATHS } from '../../../../lib/paths';
import { roleOf, useCurrentUser } from '../../../auth/session';
import { useReviewScope } from '../../review-context';
import type { AiFill } from '../use-ai-fill';

/**
 * The fill button of an attached process, shown only to viewers who may change the review: the
 * loading state while a fill runs; on a free plan a link to the plans instead. Asking again while
 * suggestions are open replaces them, after a confirmation.
 */
export function AiFillControl({ process, fill }: { process: InvestmentProcess; fill: AiFill }) {
  const { readOnly } = useReviewScope();
  const { data: user } = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  if (readOnly || !user) return null;
  if (!canRequestAiFill(roleOf(user))) {
    return (
      <Tooltip label={AI_FILL_SERVER_MESSAGES.freeRole} multiline w={280}>
        <Button component={Link} to={PATHS.pricing} size="xs" variant="subtle" color="gray" leftSection={<IconLock size={14} aria-hidden="true" />}>
          Fill with AI
        </Button>
      </Tooltip>
    );
  }
  if (fill.loading) {
    return (
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-testid="ai-fill-running">
        <Loader size="xs" color="violet" />
        <Text size="sm" c="violet.8" fw={500}>
          AI fill running…
        </Text>
      </Group>
    );
  }
  const open = process.suggestions?.length ?? 0;
  return (
    <>
      <Tooltip label="Ask for a first draft: each value comes as a suggestion you accept or discard" multiline w={260}>
        <Button
          size="xs"
          variant="light"
          color="violet"
          leftSection={<IconSparkles size={14} aria-hidden="true" />}
          onClick={() => (open > 0 ? setConfirming(true) : fill.start())}
          aria-label={`Fill process ${process.name} with AI`}
        >
          Fill with AI
        </Button>
      </Tooltip>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Replace the open suggestions?"
        confirmLabel="Fill again"
        onConfirm={async () => fill.start()}
      >
        <Text size="sm">
          A new fill replaces the {open} suggestion{open === 1 ? '' : 's'} still open in “{process.name}”. Your scores stay as they are.
        </Text>
      </ConfirmDialog>
    </>
  );
}
