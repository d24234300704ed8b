import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AccountModalHost } from '../features/auth/AccountModalHost';
import { useCurrentUser } from '../features/auth/session';
import { useAuthState } from '../lib/auth-store';
import { useChatWidget } from '../lib/chat-widget';
import { guardStrayFileDrops } from '../lib/stray-drops';
import { NavigationProgress } from './NavigationProgress';

/** The root route: every page, the account modals, the chat widget slot, scroll restoration and the stray-drop guard. */
export function RootShell() {
  const { status } = useAuthState();
  const { data: user } = useCurrentUser();
  useChatWidget(status !== 'unauthorized' && user !== undefined);
  useEffect(() => guardStrayFileDrops(), []);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <AccountModalHost />
      <ScrollRestoration />
    </>
  );
}
