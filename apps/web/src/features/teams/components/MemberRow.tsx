import { ActionIcon, Avatar, Badge, Group, Select, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { ROLE_LABELS, TEAM_ROLES, teamRoleLabel, type TeamMember, type TeamRole } from '@thesis/domain';
import { formatDate } from '../../../lib/format';

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export interface MemberActions {
  onRole(member: TeamMember, role: TeamRole): void;
  onBlocked(member: TeamMember, blocked: boolean): void;
  onResend(member: TeamMember): void;
  onRemove(member: TeamMember): void;
}

function InvitationBadge({ member }: { member: TeamMember }) {
  if (member.invitation_state === 'accepted') return <Badge color="green" variant="light">Joined</Badge>;
  if (member.invitation_state === 'expired') return <Badge color="red" variant="light">Invitation expired</Badge>;
  return (
    <Tooltip label={member.invitation_expires_at ? `The link works until ${formatDate(member.invitation_expires_at)}` : 'Waiting for them to accept'}>
      <Badge color="orange" variant="light" tabIndex={0}>
        Invited
      </Badge>
    </Tooltip>
  );
}

/** One member of the team screen; the controls only where the viewer may change them. */
export function MemberRow({ member, editable, isMe, actions }: { member: TeamMember; editable: boolean; isMe: boolean; actions: MemberActions }) {
  const changeable = editable && !member.is_owner && !isMe;
  const name = `${member.display_name}${isMe ? ' (you)' : ''}`;
  return (
    <Table.Tr data-testid={`member-${member.email}`}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={member.avatar?.url ?? null} radius="xl" size={32} color="thesis" alt="">
            {member.display_name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Text size="sm" fw={600}>
            {name}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{member.email}</Text>
      </Table.Td>
      <Table.Td miw={190}>
        {changeable ? (
          <Select
            aria-label={`Role of ${member.display_name}`}
            data={ROLE_OPTIONS}
            value={member.role}
            allowDeselect={false}
            size="xs"
            onChange={(value) => value && value !== member.role && actions.onRole(member, value as TeamRole)}
          />
        ) : (
          <Text size="sm">{member.is_owner ? 'Owner (Pro Investor)' : teamRoleLabel(member.role as TeamRole)}</Text>
        )}
      </Table.Td>
      <Table.Td>
        <InvitationBadge member={member} />
      </Table.Td>
      <Table.Td>
        {changeable ? (
          <Switch
            checked={!member.is_blocked}
            onChange={(event) => actions.onBlocked(member, !event.currentTarget.checked)}
            label={member.is_blocked ? 'Blocked' : 'Active'}
            aria-label={`Access of ${member.display_name}`}
            color="green"
          />
        ) : (
          <Text size="sm">{member.is_blocked ? 'Blocked' : 'Active'}</Text>
        )}
      </Table.Td>
      <Table.Td>
        {changeable && (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {member.invitation_state !== 'accepted' && (
              <Tooltip label="Send the invitation again">
                <ActionIcon variant="subtle" aria-label={`Send the invitation to ${member.email} again`} onClick={() => actions.onResend(member)}>
                  <IconMailForward size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={member.invitation_state === 'accepted' ? 'Remove from the team' : 'Withdraw the invitation'}>
              <ActionIcon variant="subtle" color="red" aria-label={`${member.invitation_state === 'accepted' ? 'Remove' : 'Withdraw the invitation of'} ${member.display_name}`} onClick={() => actions.onRemove(member)}>
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
