import { canUpgrade, trialBannerColor, trialBannerDismissed, type User } from '@thesis/domain';
import { useState } from 'react';
import { roleOf } from '../auth/session';
import { userStorage } from '../../lib/storage';
import { TrialBanner } from './TrialBanner';

/**
 * The trial banner for a user on trial. Dismissing it remembers its colour stage (storage key
 * trialAlert, per user), so it stays hidden for that stage only: the amber and then the red
 * warning show again (issue #18 items 4 and 5).
 */
export function TrialNotice({ user }: { user: User }) {
  const [dismissedStage, setDismissedStage] = useState(() => userStorage.get('trialAlert', user.id));
  const daysLeft = user.trial.days_left;
  if (!user.trial.active || daysLeft === null || trialBannerDismissed(dismissedStage, daysLeft)) return null;
  return (
    <TrialBanner
      daysLeft={daysLeft}
      showUpgrade={canUpgrade(roleOf(user))}
      onDismiss={() => {
        const stage = trialBannerColor(daysLeft);
        userStorage.set('trialAlert', user.id, stage);
        setDismissedStage(stage);
      }}
    />
  );
}
