import { createApiClient } from './api-client';
import { authStore } from './auth-store';
import { accountEvents } from './account-events';
import { toast } from './notify';

/** Signs out locally after the refresh failed and reloads on /login, remembering where the user was. */
function expireSession(): void {
  authStore.clear();
  const here = `${window.location.pathname}${window.location.search}`;
  const query = new URLSearchParams({ reason: 'expired' });
  if (here !== '/' && !here.startsWith('/login')) query.set('redirect', here);
  window.location.assign(`/login?${query.toString()}`);
}

/** The account was suspended mid-session: signed out, then the suspended-account notice on /login. */
function suspendSession(): void {
  authStore.clear();
  window.location.assign('/login?reason=suspended');
}

/** The app's API client: bearer token from the auth store, toasts through Mantine notifications. */
export const api = createApiClient({
  getToken: () => authStore.getToken(),
  onRefreshStart: () => authStore.setPending(),
  onRefreshed: (token) => authStore.setToken(token),
  onRefreshError: () => authStore.settle(),
  onSessionExpired: expireSession,
  onSuspended: suspendSession,
  notify: (message) => toast.error(message),
  onBlocked: (message, contact) => {
    authStore.clear();
    accountEvents.report({ kind: 'blocked', message, contact });
  },
});
