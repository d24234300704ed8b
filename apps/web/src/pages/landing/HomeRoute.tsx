import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { accountModals } from '../../features/auth/account-modals';
import { useRouteModal } from '../../features/auth/useRouteModal';
import { useSignedInAtMount } from '../../lib/auth-store';
import { safeRedirect } from '../../lib/paths';
import { LandingPage } from './LandingPage';

/** "/": the landing page. A visitor sent here from a login-only page (?redirect=…) is asked to log in. */
export default function HomeRoute() {
  const [params] = useSearchParams();
  const signedIn = useSignedInAtMount();
  const origin = safeRedirect(params.get('redirect'));
  // A notice already open (a member just blocked by their team) stays: it says why they are here.
  const [noticeOpen] = useState(() => accountModals.getState().modal !== null);
  useRouteModal(origin && !signedIn && !noticeOpen ? { kind: 'signIn' } : null);
  return <LandingPage />;
}
