import { useSearchParams } from 'react-router';
import { useRouteModal } from '../../features/auth/useRouteModal';
import { useSignedInAtMount } from '../../lib/auth-store';
import { safeRedirect } from '../../lib/paths';
import { LandingPage } from './LandingPage';

/** "/": the landing page. A visitor sent here from a login-only page (?redirect=…) is asked to log in. */
export default function HomeRoute() {
  const [params] = useSearchParams();
  const signedIn = useSignedInAtMount();
  const origin = safeRedirect(params.get('redirect'));
  useRouteModal(origin && !signedIn ? { kind: 'signIn' } : null);
  return <LandingPage />;
}
