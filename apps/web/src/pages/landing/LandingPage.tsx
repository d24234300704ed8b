import { Box } from '@mantine/core';
import { PAGE_TITLES } from '@thesis/domain';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../features/auth/session';
import { useAuthState } from '../../lib/auth-store';
import { usePageMeta } from '../../lib/page-meta';
import { HeroSection } from './HeroSection';

// Below the first screen: it loads while the hero shows, so the first script stays small.
const LandingMore = lazy(() => import('./LandingMore'));

/** The landing page (/), also behind /login, /signup, /verify-email, /password-reset and shared reviews. */
export function LandingPage({ title = PAGE_TITLES.landing }: { title?: string }) {
  usePageMeta(title);
  const { status } = useAuthState();
  const { data: user } = useCurrentUser();
  const signedIn = status !== 'unauthorized' && user !== undefined;
  return (
    <>
      <HeroSection signedIn={signedIn} />
      <Suspense fallback={<Box mih="100vh" aria-hidden="true" />}>
        <LandingMore signedIn={signedIn} />
      </Suspense>
    </>
  );
}
