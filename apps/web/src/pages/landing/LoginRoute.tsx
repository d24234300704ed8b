import { PAGE_TITLES } from '@thesis/domain';
import { Navigate, useSearchParams } from 'react-router';
import { useRouteModal } from '../../features/auth/useRouteModal';
import { useSignedInAtMount } from '../../lib/auth-store';
import { PATHS, safeRedirect } from '../../lib/paths';
import { LandingPage } from './LandingPage';

/** /login: the sign-in modal over the landing page (spec §2). Signed-in users go on to the app. */
export default function LoginRoute() {
  const [params] = useSearchParams();
  const signedIn = useSignedInAtMount();
  const reason = params.get('reason');
  // ?reason=suspended: the account was suspended during a session (the API client sends the user here).
  useRouteModal(signedIn ? null : reason === 'suspended' ? { kind: 'suspended' } : { kind: 'signIn', reason: reason === 'expired' ? 'expired' : undefined });
  if (signedIn) return <Navigate replace to={safeRedirect(params.get('redirect')) ?? PATHS.dashboard} />;
  return <LandingPage title={PAGE_TITLES.login} />;
}
