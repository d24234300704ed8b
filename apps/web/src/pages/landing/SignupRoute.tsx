import { PAGE_TITLES } from '@thesis/domain';
import { Navigate } from 'react-router';
import { useRouteModal } from '../../features/auth/useRouteModal';
import { useSignedInAtMount } from '../../lib/auth-store';
import { PATHS } from '../../lib/paths';
import { LandingPage } from './LandingPage';

/** /signup: the sign-up modal over the landing page (spec §2). */
export default function SignupRoute() {
  const signedIn = useSignedInAtMount();
  useRouteModal(signedIn ? null : { kind: 'signUp' });
  if (signedIn) return <Navigate replace to={PATHS.dashboard} />;
  return <LandingPage title={PAGE_TITLES.signup} />;
}
