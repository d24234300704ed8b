import { screen } from '@testing-library/react';
import { MESSAGES } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { TrialBanner } from '../../trial/TrialBanner';
import { WelcomeHeader } from './WelcomeHeader';

const onTrial = (days: number) => makeUser({ role: 'investor', trial: { days_left: days, active: true }, trial_ends_at: '2026-04-02T00:00:00.000Z' });

describe('WelcomeHeader on a trial', () => {
  it('names the trial in the subscription chip and leaves the countdown to the banner: the days are said once', () => {
    renderWithProviders(
      <>
        <WelcomeHeader user={onTrial(12)} />
        <TrialBanner daysLeft={12} onDismiss={() => undefined} />
      </>,
    );
    expect(screen.getByTestId('subscription-chip')).toHaveTextContent('Investor (Trial Period) · $0');
    expect(screen.getAllByText(/12 days left/)).toHaveLength(1);
    expect(screen.getByTestId('welcome-header')).not.toHaveTextContent(/days left/);
  });

  it('says "Less than one day left" in the banner on the last day, never "0 days"', () => {
    renderWithProviders(<TrialBanner daysLeft={0} onDismiss={() => undefined} />);
    expect(screen.getByTestId('trial-banner')).toHaveTextContent(MESSAGES.lessThanOneDay);
    expect(screen.getByTestId('trial-banner')).not.toHaveTextContent(/0 days/);
  });
});
