import { screen } from '@testing-library/react';
import { MESSAGES } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { TrialBanner } from '../../trial/TrialBanner';
import { WelcomeHeader } from './WelcomeHeader';

const onTrial = (days: number) => makeUser({ role: 'investor', trial: { days_left: days, active: true }, trial_ends_at: '2026-04-02T00:00:00.000Z' });

describe('WelcomeHeader trial countdown (issue #18 item 5)', () => {
  it('says "Less than one day left" on the last day, as the banner does, never "0 days"', () => {
    renderWithProviders(
      <>
        <WelcomeHeader user={onTrial(0)} />
        <TrialBanner daysLeft={0} onDismiss={() => undefined} />
      </>,
    );
    expect(screen.getByTestId('welcome-trial')).toHaveTextContent(MESSAGES.lessThanOneDay);
    expect(screen.getByTestId('trial-banner')).toHaveTextContent(MESSAGES.lessThanOneDay);
    expect(screen.getByTestId('welcome-header')).not.toHaveTextContent(/0 days/);
  });

  it('counts the same days as the banner otherwise', () => {
    renderWithProviders(<WelcomeHeader user={onTrial(12)} />);
    expect(screen.getByTestId('welcome-trial')).toHaveTextContent('12 days left in your free trial');
    expect(screen.getByTestId('subscription-chip')).toHaveTextContent('Investor (Trial Period) · $0');
  });
});
