import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LAYOUT } from '@thesis/domain';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { useCurrentUser } from '../../features/auth/session';
import { PastDueBanner } from '../../features/billing/PastDueBanner';
import { TrialEndedNotice } from '../../features/trial/TrialEndedNotice';
import { TrialNotice } from '../../features/trial/TrialNotice';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { useSideNavCollapsed } from './use-side-nav';

/**
 * The signed-in layout: top bar, side navigation, trial banner, page. From the tablet breakpoint
 * (1024 px) the navigation sits beside the page, 256 px or collapsed to 67 px (the user's choice,
 * kept per user); below it the menu button opens it over the page.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const [menuOpened, menu] = useDisclosure(false);
  const nav = useSideNavCollapsed(user);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: { md: nav.collapsed ? LAYOUT.sideNavCollapsedWidth : LAYOUT.sideNavWidth },
        breakpoint: 'md',
        collapsed: { mobile: !menuOpened },
      }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <TopBar navToggle={{ opened: menuOpened, onToggle: menu.toggle, label: menuOpened ? 'Close navigation' : 'Open navigation' }} />
      </AppShell.Header>
      <AppShell.Navbar>
        {user && <SideNav user={user} collapsed={nav.collapsed} onToggleCollapsed={nav.toggle} onNavigate={menu.close} />}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" bg="gray.0">
        {user && <TrialNotice user={user} />}
        {user && <TrialEndedNotice />}
        {user && <PastDueBanner />}
        {children ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
