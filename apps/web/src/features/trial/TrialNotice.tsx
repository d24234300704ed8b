import { canUpgrade, type User } from '@thesis/domain';
import { useState } from 'react';
import { roleOf } from '../auth/session';
import { storage } from '../../lib/storage';
import { TrialBanner } from './TrialBanner';

/** Shows the trial banner to a user on trial until it is dismissed once (storage key trialAlert). */
export function TrialNotice({ user }: { user: User }) {
  const [dismissed, setDismissed] = useState(() => storage.get('trialAlert') !== null);
  const daysLeft = user.trial.days_left;
  if (dismissed || !user.trial.active || daysLeft === null) return null;
  return (
    <TrialBanner
      daysLeft={daysLeft}
      showUpgrade={canUpgrade(roleOf(user))}
      onDismiss={() => {
        storage.set('trialAlert', new Date().toISOString());
        setDismissed(true);
      }}
    />
  );
}
