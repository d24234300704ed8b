import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { makeUser } from '../../test/users';
import { UserMenu } from './UserMenu';

async function openMenu(role: Role, trial = { days_left: null as number | null, active: false }) {
  renderWithProviders(<UserMenu user={makeUser({ role, trial })} />);
  await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  return screen.findByRole('menu');
}

describe('user menu (spec §2, §6)', () => {
  it.each([
    ['free', true],
    ['investor', true],
    ['proInvestor', true],
    ['teamAdministrator', true],
    ['admin', false],
    ['teamPortfolioManager', false],
    ['teamAnalyst', false],
    ['teamViewer', false],
  ] as const)('%s: Account Overview and Log Out, Upgrade only when allowed (%s)', async (role, upgrade) => {
    await openMenu(role);
    expect(screen.getByRole('menuitem', { name: 'Account Overview' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
    if (upgrade) expect(screen.getByRole('menuitem', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    else expect(screen.queryByRole('menuitem', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('warns about the trial at three days or fewer', async () => {
    await openMenu('investor', { days_left: 3, active: true });
    expect(screen.getByTestId('trial-warning')).toHaveTextContent('3 days left in your free trial');
  });

  it('does not warn with more days left', async () => {
    await openMenu('investor', { days_left: 4, active: true });
    expect(screen.queryByTestId('trial-warning')).not.toBeInTheDocument();
  });
});
