import { useEffect, useId } from 'react';
import { PATHS } from '../../lib/paths';
import { accountModals, type AccountModal } from './account-modals';

/**
 * Opens an account modal for as long as a route is shown (/login, /signup, /password-reset …).
 * Closing it leads to `closeTo`; leaving the route closes the flow it opened.
 */
export function useRouteModal(modal: AccountModal | null, closeTo: string = PATHS.landing): void {
  const owner = useId();
  const key = modal ? JSON.stringify(modal) : null;
  useEffect(() => {
    if (!key) return;
    accountModals.open(JSON.parse(key) as AccountModal, { closeTo, owner });
    return () => accountModals.closeOwned(owner);
  }, [key, owner, closeTo]);
}
