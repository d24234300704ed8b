import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from '../../features/auth/session';
import { mayOpen, type PageRight } from './page-rights';

// The refusal page loads only when shown: the guard itself sits in the first script of every page.
const NotInRole = lazy(() => import('./NotInRole').then((module) => ({ default: module.NotInRole })));

/** Guards a group of routes by role (RequireAuth above it has loaded the profile). */
export function RequireRole({ right }: { right: PageRight }) {
  const { data: user } = useCurrentUser();
  if (user && !mayOpen(user, right)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <NotInRole user={user} />
      </Suspense>
    );
  }
  return <Outlet />;
}
