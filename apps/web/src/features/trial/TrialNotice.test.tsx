import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, type User } from '@thesis/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { makeUser } from '../../test/users';
import { TrialNotice } from './TrialNotice';

function user(trial: User['trial']): User {
  return makeUser({ role: 'investor', trial, trial_ends_at: '2026-04-01T00:00:00.000Z' });
}

describe('TrialNotice', () => {
  beforeEach(() => localStorage.clear());

  it('shows the banner to a user on trial and remembers the dismissal (trialAlert)', async () => {
    const { unmount } = renderWithProviders(<TrialNotice user={user({ days_left: 20, active: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss trial notice' }));
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.trialAlert)).not.toBeNull();
    unmount();
    renderWithProviders(<TrialNotice user={user({ days_left: 20, active: true })} />);
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
  });

  it('shows nothing without an active trial', () => {
    renderWithProviders(<TrialNotice user={user({ days_left: null, active: false })} />);
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
  });
});
