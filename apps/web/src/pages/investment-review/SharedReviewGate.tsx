import { PAGE_TITLES } from '@thesis/domain';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLayout } from '../../app/layout/AppLayout';
import { PublicLayout } from '../../app/layout/PublicLayout';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from '../../features/auth/session';
import { useRouteModal } from '../../features/auth/useRouteModal';
import { ShareLinkGate } from '../../features/sharing/components/ShareLinkGate';
import { useAuthState } from '../../lib/auth-store';
import { rememberSharedLink } from '../../lib/remembered-links';
import { LandingPage } from '../landing/LandingPage';

/**
 * /investment-reviews/:id (spec §2 Shared review): signed-in users see the review; a visitor sees
 * the landing page with the welcome modal, and the path is remembered (sharedLink) for after sign-in.
 * A share link's query (sharing, signature) is attached to the signed-in user before the review opens.
 */
export default function SharedReviewGate() {
  const { status } = useAuthState();
  const profile = useCurrentUser();
  const { pathname, search } = useLocation();
  const visitor = status === 'unauthorized';

  useEffect(() => {
    if (visitor) rememberSharedLink(`${pathname}${search}`);
  }, [visitor, pathname, search]);
  useRouteModal(visitor ? { kind: 'sharedReviewWelcome' } : null);

  if (visitor) {
    return (
      <PublicLayout>
        <LandingPage title={PAGE_TITLES.investmentReview} />
      </PublicLayout>
    );
  }
  if (profile.isPending) return <PageLoader label="Loading your account" />;
  return (
    <AppLayout>
      <ShareLinkGate>
        <Outlet />
      </ShareLinkGate>
    </AppLayout>
  );
}
