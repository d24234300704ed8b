import { useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/notify';
import { PATHS, safeRedirect } from '../../lib/paths';
import { takeSharedLink } from '../../lib/remembered-links';
import { accountModals } from './account-modals';
import { authApi } from './api';
import type { LoginFields, LoginValues } from './forms/LoginForm';
import { completeSignIn } from './session';

/**
 * Sign-in (spec §4, §8): 409 → not-verified modal, suspended → its modal, 422 → onto the fields;
 * success → store the token, load the profile and go to the origin, a remembered shared review,
 * or the dashboard; an inactive team is then named in its notice.
 */
export function useSignIn(returnTo?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return async function signIn(values: LoginValues, setError: UseFormSetError<LoginFields>): Promise<void> {
    let answer;
    try {
      answer = await authApi.login(values);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 409) return accountModals.switchTo({ kind: 'notVerified', email: values.email });
      if (error.isSuspended) return accountModals.switchTo({ kind: 'suspended' });
      if (error.isBlocked) return accountModals.switchTo({ kind: 'blocked', message: error.message, contact: error.headers.get('x-team-contact') });
      if (error.status === 403) toast.error(error.message);
      applyServerErrors(error, setError, ['email', 'password']);
      return;
    }
    const user = await completeSignIn(queryClient, answer.data.access_token);
    if (!user) return;
    const origin = safeRedirect(returnTo ?? new URLSearchParams(location.search).get('redirect'));
    const shared = takeSharedLink();
    accountModals.close();
    await navigate(origin ?? shared ?? PATHS.dashboard, { replace: true });
    const team = answer.meta?.inactive_team;
    if (team) accountModals.open({ kind: 'inactiveTeam', team });
  };
}
