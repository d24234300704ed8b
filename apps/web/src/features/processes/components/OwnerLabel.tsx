import { Avatar, Group, Text } from '@mantine/core';
import type { LibraryOwner } from '@thesis/domain';
import { initials } from '../../../lib/format';

interface OwnerLabelProps {
  owner: LibraryOwner | null;
  currentUserId: string | undefined;
}

/** The owner of a process: avatar and username, 'Me' for the signed-in user (spec §2 Processes page). */
export function OwnerLabel({ owner, currentUserId }: OwnerLabelProps) {
  const name = owner ? (owner.id === currentUserId ? 'Me' : owner.username) : 'Thesis';
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar src={owner?.avatar?.url ?? null} size={26} radius="xl" color="thesis" alt="">
        {initials(owner?.username ?? 'Thesis')}
      </Avatar>
      <Text size="sm" title={owner?.username}>
        {name}
      </Text>
    </Group>
  );
}
