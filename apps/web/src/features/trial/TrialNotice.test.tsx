import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, type User } from '@thesis/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { userStorage } from '../../lib/storage';
import { renderWithProviders } from '../../test/render';
import { makeUser } from '../../test/users';
import { TrialNotice } from './TrialNotice';

function user(trial: User['trial']): User {
  return makeUser({ role: 'investor', trial, trial_ends_at: '2026-04-01T00:00:00.000Z' });
}

const onTrial = (days: number) => user({ days_left: days, active: true });

describe('TrialNotice', () => {
  beforeEach(() => localStorage.clear());

  it('shows the banner to a user on trial and remembers the dismissal (trialAlert) for its stage', async () => {
    const viewer = onTrial(20);
    const { unmount } = renderWithProviders(<TrialNotice user={viewer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss trial notice' }));
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
    expect(userStorage.get('trialAlert', viewer.id)).toBe('amber');
    unmount();
    renderWithProviders(<TrialNotice user={onTrial(5)} />);
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
  });

  it('shows the banner again when its colour changes: a green dismissal leaves the amber and red warnings (issue #18 item 5)', async () => {
    const first = renderWithProviders(<TrialNotice user={onTrial(45)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss trial notice' }));
    first.unmount();
    const amber = renderWithProviders(<TrialNotice user={onTrial(29)} />);
    expect(screen.getByTestId('trial-banner')).toHaveAttribute('data-color', 'amber');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss trial notice' }));
    amber.unmount();
    renderWithProviders(<TrialNotice user={onTrial(3)} />);
    expect(screen.getByTestId('trial-banner')).toHaveAttribute('data-color', 'red');
    expect(screen.getByTestId('trial-banner')).toHaveTextContent('3 days left in your free trial');
  });

  it('shows a banner dismissed by an earlier version (a date under trialAlert) again', () => {
    localStorage.setItem(STORAGE_KEYS.trialAlert, '2026-01-05T10:00:00.000Z');
    renderWithProviders(<TrialNotice user={onTrial(60)} />);
    expect(screen.getByTestId('trial-banner')).toBeInTheDocument();
  });

  it('shows nothing without an active trial', () => {
    renderWithProviders(<TrialNotice user={user({ days_left: null, active: false })} />);
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
  });
});
