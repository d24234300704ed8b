import { AppShell, Box, Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { accountModals } from '../../features/auth/account-modals';
import { useCurrentUser } from '../../features/auth/session';
import { useAppConfig } from '../../lib/app-config';
import { useAuthState } from '../../lib/auth-store';
import { PATHS } from '../../lib/paths';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

/** Public pages: top bar, the page, footer; on phones the top-bar links move into a drawer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const [opened, drawer] = useDisclosure(false);
  const { status } = useAuthState();
  const { data: user } = useCurrentUser();
  const { blog_url: blogUrl } = useAppConfig();
  const signedIn = status !== 'unauthorized' && user !== undefined;

  function openAccount(kind: 'signIn' | 'signUp') {
    drawer.close();
    accountModals.open({ kind });
  }

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <TopBar navToggle={{ opened, onToggle: drawer.toggle, label: opened ? 'Close menu' : 'Open menu' }} />
      </AppShell.Header>
      <AppShell.Main id="main-content">
        <Box mih="calc(100vh - 64px)">{children ?? <Outlet />}</Box>
        <Divider />
        <Footer />
      </AppShell.Main>
      <Drawer opened={opened} onClose={drawer.close} title="Menu" hiddenFrom="md" size="xs" position="left">
        <Stack gap={4}>
          <NavLink component={Link} to={PATHS.about} label="How It Works" onClick={drawer.close} />
          {!signedIn && <NavLink component={Link} to={PATHS.pricingPublic} label="Pricing" onClick={drawer.close} />}
          {blogUrl && <NavLink href={blogUrl} target="_blank" rel="noopener noreferrer" label="Blog" />}
          <Divider my="sm" />
          {signedIn ? (
            <Button component={Link} to={PATHS.processes} onClick={drawer.close}>
              Go To App
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={() => openAccount('signIn')}>
                Log In
              </Button>
              <Button variant="default" onClick={() => openAccount('signUp')}>
                Sign Up
              </Button>
              <Button onClick={() => openAccount('signUp')}>Start free trial</Button>
            </>
          )}
        </Stack>
      </Drawer>
    </AppShell>
  );
}
