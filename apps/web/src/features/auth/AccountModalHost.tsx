import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountEvents } from '../../lib/account-events';
import { PATHS } from '../../lib/paths';
import { accountModals, useAccountModals } from './account-modals';

const AccountModalDialog = lazy(() => import('./AccountModalDialog'));

/**
 * Shows the account modals (AccountModalDialog) once one is asked for. Until then nothing of the
 * dialog, its forms or their validation rules is loaded; afterwards it stays mounted, so a modal
 * closes with its transition and the next one opens at once. It also listens for a member their
 * team blocked while signed in: signed out, on the landing page, with the notice.
 */
export function AccountModalHost() {
  const { modal } = useAccountModals();
  const [needed, setNeeded] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      accountEvents.subscribe((event) => {
        // Signed out: nothing of the team's stays in memory for whoever uses this browser next.
        queryClient.clear();
        accountModals.open({ kind: 'blocked', message: event.message, contact: event.contact }, { closeTo: PATHS.landing });
        void navigate(PATHS.landing, { replace: true });
      }),
    [navigate, queryClient],
  );
  if (modal !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AccountModalDialog />
    </Suspense>
  );
}
