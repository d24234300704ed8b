import { SESSION_MESSAGES, primaryRole, type Role, type User } from '@thesis/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error';
import { authStore, useAuthState } from '../../lib/auth-store';
import { forgetSessionLinks } from '../../lib/remembered-links';
import { toast } from '../../lib/notify';
import { authApi } from './api';

export const PROFILE_KEY = ['profile'] as const;

/** GET /users/profile; a failure shows 'failed to get user' (spec §8). */
export async function fetchProfile(): Promise<User> {
  try {
    const { data } = await authApi.profile();
    return data;
  } catch (error) {
    if (!(isApiError(error) && error.sessionExpired)) toast.error(SESSION_MESSAGES.failedToGetUser);
    throw error;
  }
}

/** The signed-in user (undefined for visitors and while loading). */
export function useCurrentUser() {
  const { status } = useAuthState();
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: fetchProfile,
    enabled: status !== 'unauthorized',
    staleTime: 60_000,
    retry: false,
  });
}

/** The effective role of a user (free when none). */
export function roleOf(user: User | undefined): Role {
  return primaryRole(user?.roles);
}

/** Sign-in success (spec §4): store the access token, then load the profile. Null when that fails. */
export async function completeSignIn(queryClient: QueryClient, accessToken: string): Promise<User | null> {
  authStore.setToken(accessToken);
  try {
    return await queryClient.fetchQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, staleTime: 0 });
  } catch {
    authStore.clear();
    queryClient.removeQueries({ queryKey: PROFILE_KEY });
    return null;
  }
}

/** Sign-out (spec §4): DELETE /logout, forget the tokens, reload on the landing page. */
export async function signOut(): Promise<void> {
  if (authStore.getToken()) await authApi.logout().catch(() => undefined);
  authStore.clear();
  // Per-user keys are kept per user id (lib/storage.ts); what belongs to no user is dropped.
  forgetSessionLinks();
  window.location.assign('/');
}
