import { Outlet, ScrollRestoration } from 'react-router';
import { AccountModalHost } from '../features/auth/AccountModalHost';
import { useCurrentUser } from '../features/auth/session';
import { useAuthState } from '../lib/auth-store';
import { useChatWidget } from '../lib/chat-widget';
import { NavigationProgress } from './NavigationProgress';

/** The root route: every page, the account modals, the chat widget slot and scroll restoration. */
export function RootShell() {
  const { status } = useAuthState();
  const { data: user } = useCurrentUser();
  useChatWidget(status !== 'unauthorized' && user !== undefined);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <AccountModalHost />
      <ScrollRestoration />
    </>
  );
}
