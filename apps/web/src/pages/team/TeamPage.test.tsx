import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY } from '../../features/auth/session';
import { teamsApi } from '../../features/teams/api';
import { renderWithProviders } from '../../test/render';
import { makeUser } from '../../test/users';
import TeamPage from './TeamPage';

const team = { id: 't1', name: 'Alpha Capital', is_owner: false, active: true, contact_email: 'olivia@example.com' };

describe('/team', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('does not ask for the team a Viewer may not read: the page says so at once', async () => {
    const get = vi.spyOn(teamsApi, 'get');
    const view = renderWithProviders(<TeamPage />, { route: '/team' });
    view.client.setQueryData(PROFILE_KEY, makeUser({ role: 'teamViewer', team: { ...team, role: 'teamViewer' } }));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('reads the team for a member who may', async () => {
    const get = vi.spyOn(teamsApi, 'get').mockReturnValue(new Promise(() => undefined));
    const view = renderWithProviders(<TeamPage />, { route: '/team' });
    view.client.setQueryData(PROFILE_KEY, makeUser({ role: 'teamAnalyst', team: { ...team, role: 'teamAnalyst' } }));
    await vi.waitFor(() => expect(get).toHaveBeenCalledWith('t1'), { timeout: 5000 });
  });
});
