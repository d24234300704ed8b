import { MESSAGES, PAGE_TITLES } from '@thesis/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRouteModal } from '../../features/auth/useRouteModal';
import { toast } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { LandingPage } from './LandingPage';

/** /password-reset?token=…&email=…: the reset-password modal; a broken link returns to / (spec §4). */
export default function PasswordResetRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const valid = token !== '' && email !== '';
  useRouteModal(valid ? { kind: 'resetPassword', token, email } : null);
  useEffect(() => {
    if (valid) return;
    toast.error(MESSAGES.invalidResetToken);
    void navigate(PATHS.landing, { replace: true });
  }, [valid, navigate]);
  return <LandingPage title={PAGE_TITLES.passwordReset} />;
}
