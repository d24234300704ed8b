import { Box, Divider } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { accountModals } from '../../features/auth/account-modals';
import { useCurrentUser } from '../../features/auth/session';
import { useAppConfig } from '../../lib/app-config';
import { useAuthState } from '../../lib/auth-store';
import { Footer } from './Footer';
import classes from './PublicLayout.module.css';
import { TopBar } from './TopBar';

// The phone menu: loaded when it first opens.
const PublicNavDrawer = lazy(() => import('./PublicNavDrawer'));

/** Public pages: top bar, the page, footer; on phones the top-bar links move into a drawer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const [opened, drawer] = useDisclosure(false);
  const { status } = useAuthState();
  const { data: user } = useCurrentUser();
  const { blog_url: blogUrl } = useAppConfig();
  const signedIn = status !== 'unauthorized' && user !== undefined;
  const [drawerNeeded, setDrawerNeeded] = useState(false);
  if (opened && !drawerNeeded) setDrawerNeeded(true);

  function openAccount(kind: 'signIn' | 'signUp') {
    drawer.close();
    accountModals.open({ kind });
  }

  return (
    // A plain frame rather than AppShell: the public pages need no navbar, and AppShell's scroll
    // handling would weigh on the first page every visitor loads.
    <>
      <SkipLink />
      <header className={classes.header}>
        <TopBar navToggle={{ opened, onToggle: drawer.toggle, label: opened ? 'Close menu' : 'Open menu' }} />
      </header>
      <main id="main-content">
        <Box mih="calc(100vh - 64px)">{children ?? <Outlet />}</Box>
        <Divider />
        <Footer />
      </main>
      {drawerNeeded && (
        <Suspense fallback={null}>
          <PublicNavDrawer opened={opened} onClose={drawer.close} signedIn={signedIn} blogUrl={blogUrl} onAccount={openAccount} />
        </Suspense>
      )}
    </>
  );
}
