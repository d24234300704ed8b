import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TEAM_MESSAGES, type Team, type TeamMember } from '@thesis/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { ApiError } from '../../../lib/api-error';
import { teamKeys } from '../api';
import { CreateMemberModal } from './CreateMemberModal';
import { MembersTable } from './MembersTable';

const toasts = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ toast: toasts }));
const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn(), request: vi.fn() }));
vi.mock('../../../lib/api', () => ({ api }));
vi.setConfig({ testTimeout: 15_000 });

function member(overrides: Partial<TeamMember>): TeamMember {
  return {
    id: 'm1', user_id: 'u1', username: 'ann', first_name: 'Ann', last_name: 'Lee', display_name: 'Ann Lee', email: 'ann@example.com', role: 'teamAnalyst',
    is_owner: false, is_invitation_accepted: true, invitation_state: 'accepted', invited_at: null, invitation_expires_at: null, is_blocked: false, avatar: null,
    updated_at: '2026-11-20T10:00:00.000Z', ...overrides,
  };
}

const team: Team = {
  id: 't1', name: 'Alpha Fund', updated_at: '2026-11-20T10:00:00.000Z', created_at: '2026-11-01T10:00:00.000Z', active: true,
  owner: { id: 'o1', display_name: 'Olivia Owner', email: 'olivia@example.com' }, seats: { total: 5, used: 1 },
  members: [member({ id: 'owner', user_id: 'o1', display_name: 'Olivia Owner', email: 'olivia@example.com', role: 'proInvestor', is_owner: true }), member({})],
  abilities: { manage: true, leave: false },
};

function renderWith(ui: ReactElement, client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })) {
  client.setQueryData(teamKeys.team(team.id), team);
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

describe('team members (spec §4 optimistic edits, §5 Create member, §8)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.get.mockResolvedValue({ data: team });
  });

  it('changes a role at once and puts it back with the server’s message when refused', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    api.patch.mockReturnValue(new Promise((_resolve, reject) => (refuse = reject)));
    api.get.mockReturnValue(new Promise(() => undefined));
    const client = renderWith(<MembersTable team={team} meId="o1" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Role of Ann Lee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Viewer' }));
    expect(api.patch).toHaveBeenCalledWith('/teams/t1/members/m1', { role: 'teamViewer' }, { silent: true });
    expect(client.getQueryData<Team>(teamKeys.team('t1'))!.members[1]!.role).toBe('teamViewer');
    refuse(new ApiError(403, TEAM_MESSAGES.inactiveCannotManage));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(TEAM_MESSAGES.inactiveCannotManage));
    expect(client.getQueryData<Team>(teamKeys.team('t1'))!.members[1]!.role).toBe('teamAnalyst');
  });

  it('never offers to change the owner or yourself, and nothing to a reader', () => {
    renderWith(<MembersTable team={{ ...team, abilities: { manage: false, leave: true } }} meId="u9" />);
    expect(screen.queryByRole('combobox', { name: /Role of/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('Owner (Pro Investor)')).toBeInTheDocument();
    expect(screen.getByText('Analyst')).toBeInTheDocument();
  });

  it('checks the new member with the spec messages and defaults the role to Viewer', async () => {
    renderWith(<CreateMemberModal teamId="t1" opened seatsLeft={4} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Member' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveValue('Viewer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(MESSAGES.memberNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  });

  it('shows the server’s first error under the e-mail, or Something wrong', async () => {
    api.post.mockRejectedValueOnce(new ApiError(422, TEAM_MESSAGES.inAnotherTeam, { email: [TEAM_MESSAGES.inAnotherTeam] }));
    api.post.mockRejectedValueOnce(new ApiError(500, MESSAGES.genericError));
    renderWith(<CreateMemberModal teamId="t1" opened seatsLeft={4} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Member' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Bob');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'bob@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.inAnotherTeam)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('/teams/t1/members', { username: 'Bob', email: 'bob@example.com', role: 'teamViewer' }, { form: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(MESSAGES.somethingWrong)).toBeInTheDocument();
  });
});
