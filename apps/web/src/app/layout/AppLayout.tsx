import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LAYOUT } from '@thesis/domain';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/SkipLink';
import { useCurrentUser } from '../../features/auth/session';
import { PastDueBanner } from '../../features/billing/PastDueBanner';
import { TrialEndedNotice } from '../../features/trial/TrialEndedNotice';
import { TrialNotice } from '../../features/trial/TrialNotice';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/** The signed-in layout: top bar, collapsible side navigation (256 / 67 px), trial banner, page. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useState(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: { sm: collapsed ? LAYOUT.sideNavCollapsedWidth : LAYOUT.sideNavWidth },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <TopBar navToggle={{ opened: mobileOpened, onToggle: mobile.toggle, label: mobileOpened ? 'Close navigation' : 'Open navigation' }} />
      </AppShell.Header>
      <AppShell.Navbar>
        {user && <SideNav user={user} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} onNavigate={mobile.close} />}
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
