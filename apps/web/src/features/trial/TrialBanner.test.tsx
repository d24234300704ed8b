import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TrialBanner } from './TrialBanner';

function bannerColor(daysLeft: number): string | null {
  const { unmount } = renderWithProviders(<TrialBanner daysLeft={daysLeft} onDismiss={() => undefined} />);
  const color = screen.getByTestId('trial-banner').getAttribute('data-color');
  unmount();
  return color;
}

describe('TrialBanner (spec §4 Trial)', () => {
  it.each([
    [90, 'green'],
    [30, 'green'],
    [29, 'amber'],
    [4, 'amber'],
    [3, 'red'],
    [1, 'red'],
    [0, 'red'],
  ])('with %i days left it is %s', (days, color) => {
    expect(bannerColor(days)).toBe(color);
  });

  it('shows the days left, or "Less than one day left" at zero', () => {
    const { rerender } = renderWithProviders(<TrialBanner daysLeft={12} onDismiss={() => undefined} />);
    expect(screen.getByTestId('trial-banner')).toHaveTextContent('12 days left in your free trial');
    rerender(<TrialBanner daysLeft={0} onDismiss={() => undefined} />);
    expect(screen.getByTestId('trial-banner')).toHaveTextContent(MESSAGES.lessThanOneDay);
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    renderWithProviders(<TrialBanner daysLeft={10} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss trial notice' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
