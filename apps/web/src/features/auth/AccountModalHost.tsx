import { lazy, Suspense, useState } from 'react';
import { useAccountModals } from './account-modals';

const AccountModalDialog = lazy(() => import('./AccountModalDialog'));

/**
 * Shows the account modals (AccountModalDialog) once one is asked for. Until then nothing of the
 * dialog, its forms or their validation rules is loaded; afterwards it stays mounted, so a modal
 * closes with its transition and the next one opens at once.
 */
export function AccountModalHost() {
  const { modal } = useAccountModals();
  const [needed, setNeeded] = useState(false);
  if (modal !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AccountModalDialog />
    </Suspense>
  );
}
