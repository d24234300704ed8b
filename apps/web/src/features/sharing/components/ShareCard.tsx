import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconLock, IconWorld } from '@tabler/icons-react';
import { formatDate, type Share } from '@thesis/domain';
import { copyText } from '../copy-text';

const STATUS_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const;

function grantedText(share: Share): string {
  const parts = ['scores', 'summary'];
  if (share.permission_rules.models) parts.push('models');
  if (share.permission_rules.notes) parts.push('notes');
  if (share.permission_rules.decisions) parts.push('decisions');
  return `Sees ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

function statusText(share: Share): string {
  if (share.status === 'revoked') return `Revoked ${formatDate(share.revoked_at)}`;
  if (share.status === 'expired') return `Expired ${formatDate(share.expires_at)}`;
  return `Until ${formatDate(share.expires_at)}`;
}

/** One share in the owner's "Shared with" list: who, what they see, until when; copy and revoke while active. */
export function ShareCard({ share, onRevoke }: { share: Share; onRevoke(share: Share): void }) {
  const isPublic = share.access_type === 'public';
  const who = isPublic ? 'Anyone with the link' : share.recipients.map((recipient) => recipient.email).join(', ');
  const opened = share.recipients.filter((recipient) => recipient.attached_at);
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`${isPublic ? 'Public link' : 'Private share'}: ${who}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {isPublic ? <IconWorld size={18} aria-hidden /> : <IconLock size={18} aria-hidden />}
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              {who}
            </Text>
          </Group>
          <Badge color={STATUS_COLOR[share.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {statusText(share)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {grantedText(share)} · shared {formatDate(share.created_at)}
          {opened.length > 0 && ` · opened by ${opened.map((recipient) => recipient.username ?? recipient.email).join(', ')}`}
        </Text>
        {share.message && (
          <Text size="sm" fs="italic" style={{ wordBreak: 'break-word' }}>
            “{share.message}”
          </Text>
        )}
        {share.status === 'active' && (
          <Group gap="xs" justify="flex-end">
            {share.link && (
              <Tooltip label="Copy link">
                <ActionIcon variant="subtle" aria-label={`Copy the link of this share (${who})`} onClick={() => void copyText(share.link!)}>
                  <IconCopy size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            <Button size="xs" variant="light" color="red" onClick={() => onRevoke(share)}>
              Revoke
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
