import { MESSAGES, PAGE_TITLES } from '@thesis/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { authApi } from '../../features/auth/api';
import { PROFILE_KEY } from '../../features/auth/session';
import { useRouteModal } from '../../features/auth/useRouteModal';
import { isApiError } from '../../lib/api-error';
import { LandingPage } from './LandingPage';

/** /verify-email?id&hash&expires&signature: confirms the address, then says so (spec §8). */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const link = {
    id: params.get('id') ?? '',
    hash: params.get('hash') ?? '',
    expires: params.get('expires') ?? '',
    signature: params.get('signature') ?? '',
  };
  const complete = Object.values(link).every((part) => part !== '');
  const verification = useQuery({
    queryKey: ['verify-email', link],
    queryFn: () => authApi.verifyEmail(link),
    enabled: complete,
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (verification.isSuccess) void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
  }, [verification.isSuccess, queryClient]);

  const failure = !complete
    ? MESSAGES.invalidVerificationLink
    : verification.isError
      ? isApiError(verification.error) && verification.error.status !== 0
        ? verification.error.message
        : MESSAGES.genericError
      : null;
  useRouteModal(
    verification.isSuccess ? { kind: 'emailVerified' } : failure ? { kind: 'verificationFailed', message: failure } : null,
  );
  return <LandingPage title={PAGE_TITLES.verifyEmail} />;
}
