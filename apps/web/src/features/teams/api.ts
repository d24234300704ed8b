import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberInput, Invitation, Pagination, Team, TeamEvent, TeamMember, TeamRole } from '@thesis/domain';
import { api } from '../../lib/api';
import { PROFILE_KEY } from '../auth/session';

export const teamKeys = {
  team: (id: string) => ['team', id] as const,
  events: (id: string, page: number) => ['team', id, 'events', page] as const,
  invitation: (token: string) => ['team-invitation', token] as const,
};

export const teamsApi = {
  get: (id: string) => api.get<{ data: Team }>(`/teams/${id}`),
  rename: (id: string, name: string) => api.patch<{ data: Team }>(`/teams/${id}`, { name }, { form: true }),
  events: (id: string, page: number) => api.get<{ data: TeamEvent[]; meta: { pagination: Pagination } }>(`/teams/${id}/events`, { query: { page, limit: 10 } }),
  addMember: (id: string, input: CreateMemberInput) => api.post<{ data: TeamMember }>(`/teams/${id}/members`, input, { form: true }),
  changeRole: (id: string, memberId: string, role: TeamRole) => api.patch<{ data: TeamMember }>(`/teams/${id}/members/${memberId}`, { role }, { silent: true }),
  setBlocked: (id: string, memberId: string, isBlocked: boolean) =>
    api.request<{ data: TeamMember }>(`/teams/${id}/members/${memberId}`, { method: 'PUT', body: { is_blocked: isBlocked }, silent: true }),
  remove: (id: string, memberId: string) => api.delete<void>(`/teams/${id}/members/${memberId}`),
  resend: (id: string, memberId: string) => api.post<{ data: TeamMember }>(`/teams/${id}/members/${memberId}/invitation`),
  leave: (id: string) => api.post<void>(`/teams/${id}/leave`),
  invitation: (token: string) => api.get<{ data: Invitation }>(`/team-invitations/${encodeURIComponent(token)}`, { silent: true, refresh: false }),
  accept: (token: string) => api.post<{ data: { team_id: string; team_name: string; role: TeamRole } }>(`/team-invitations/${encodeURIComponent(token)}/accept`, undefined, { silent: true }),
  decline: (token: string) => api.post<void>(`/team-invitations/${encodeURIComponent(token)}/decline`, undefined, { silent: true, refresh: false }),
};

export function useTeam(id: string | null | undefined) {
  return useQuery({ queryKey: teamKeys.team(id ?? ''), queryFn: async () => (await teamsApi.get(id!)).data, enabled: !!id, retry: false });
}

export function useTeamEvents(id: string, page: number) {
  return useQuery({ queryKey: teamKeys.events(id, page), queryFn: () => teamsApi.events(id, page), placeholderData: keepPreviousData, retry: false });
}

export function useInvitation(token: string) {
  return useQuery({ queryKey: teamKeys.invitation(token), queryFn: async () => (await teamsApi.invitation(token)).data, retry: false });
}

/** Refetches the team and its history after a change. */
export function useTeamRefresh(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['team', id] });
}

/**
 * A member change applied at once and rolled back if the server refuses it (spec §4: edits of
 * members and roles are optimistic). `apply` gives the member as it will be.
 */
export function useMemberChange<T>(teamId: string, call: (memberId: string, value: T) => Promise<unknown>, apply: (member: TeamMember, value: T) => TeamMember) {
  const client = useQueryClient();
  const refresh = useTeamRefresh(teamId);
  return useMutation({
    mutationFn: ({ memberId, value }: { memberId: string; value: T }) => call(memberId, value),
    onMutate: async ({ memberId, value }) => {
      await client.cancelQueries({ queryKey: teamKeys.team(teamId) });
      const previous = client.getQueryData<Team>(teamKeys.team(teamId));
      if (previous) client.setQueryData<Team>(teamKeys.team(teamId), { ...previous, members: previous.members.map((member) => (member.id === memberId ? apply(member, value) : member)) });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(teamKeys.team(teamId), context.previous);
    },
    onSettled: () => void refresh(),
  });
}

/** After joining or leaving a team the profile (role, workspace) and everything cached change. */
export function useWorkspaceChanged() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: PROFILE_KEY });
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== PROFILE_KEY[0] });
  };
}
