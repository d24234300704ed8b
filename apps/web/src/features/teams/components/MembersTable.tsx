import { Table, Text, VisuallyHidden } from '@mantine/core';
import { MESSAGES, ROLE_LABELS, type Team, type TeamMember, type TeamRole } from '@thesis/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import { teamsApi, useMemberChange, useTeamRefresh } from '../api';
import { MemberRow } from './MemberRow';

function failed(error: unknown): void {
  toast.error(isApiError(error) ? error.message : MESSAGES.genericError);
}

/** The members of a team: role and block changes apply at once and roll back with the server's message. */
export function MembersTable({ team, meId }: { team: Team; meId: string }) {
  const refresh = useTeamRefresh(team.id);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const role = useMemberChange<TeamRole>(team.id, (memberId, value) => teamsApi.changeRole(team.id, memberId, value), (member, value) => ({ ...member, role: value }));
  const block = useMemberChange<boolean>(team.id, (memberId, value) => teamsApi.setBlocked(team.id, memberId, value), (member, value) => ({ ...member, is_blocked: value }));
  const editable = team.abilities.manage;
  const done = { onSuccess: () => toast.success(MESSAGES.changesSuccessful), onError: failed };

  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Team members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Invitation</Table.Th>
              <Table.Th>Access</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                editable={editable}
                isMe={member.user_id === meId}
                actions={{
                  onRole: (target, value) => role.mutate({ memberId: target.id, value }, done),
                  onBlocked: (target, value) => block.mutate({ memberId: target.id, value }, done),
                  onResend: (target) =>
                    void teamsApi.resend(team.id, target.id).then(() => {
                      toast.success(`Invitation sent again to ${target.email}`);
                      return refresh();
                    }, () => undefined),
                  onRemove: setRemoving,
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing?.invitation_state === 'accepted' ? 'Remove this member?' : 'Withdraw this invitation?'}
        confirmLabel={removing?.invitation_state === 'accepted' ? 'Remove member' : 'Withdraw invitation'}
        color="red"
        onConfirm={async () => {
          await teamsApi.remove(team.id, removing!.id);
          toast.success(removing!.invitation_state === 'accepted' ? `${removing!.display_name} was removed from the team` : 'The invitation was withdrawn');
          await refresh();
        }}
      >
        {removing && (
          <Text size="sm">
            {removing.invitation_state === 'accepted'
              ? `${removing.display_name} (${ROLE_LABELS[removing.role]}) loses access to the team's processes, reviews, screens, portfolio and decisions at once. Everything they made stays with the team. This cannot be undone, but you can invite them again.`
              : `The link sent to ${removing.email} stops working. You can invite them again later.`}
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
