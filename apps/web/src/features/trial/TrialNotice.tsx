import { canUpgrade, type User } from '@thesis/domain';
import { useState } from 'react';
import { roleOf } from '../auth/session';
import { userStorage } from '../../lib/storage';
import { TrialBanner } from './TrialBanner';

/** Shows the trial banner to a user on trial until that user dismisses it (storage key trialAlert, per user). */
export function TrialNotice({ user }: { user: User }) {
  const [dismissed, setDismissed] = useState(() => userStorage.get('trialAlert', user.id) !== null);
  const daysLeft = user.trial.days_left;
  if (dismissed || !user.trial.active || daysLeft === null) return null;
  return (
    <TrialBanner
      daysLeft={daysLeft}
      showUpgrade={canUpgrade(roleOf(user))}
      onDismiss={() => {
        userStorage.set('trialAlert', user.id, new Date().toISOString());
        setDismissed(true);
      }}
    />
  );
}
