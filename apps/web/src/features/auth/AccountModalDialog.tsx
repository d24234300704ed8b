import { Modal } from '@mantine/core';
import { ACCOUNT_COPY, MESSAGES } from '@thesis/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountModals, useAccountModals, type AccountModal } from './account-modals';
import { EmailVerifiedModal } from './modals/EmailVerifiedModal';
import { ForgotPasswordModal } from './modals/ForgotPasswordModal';
import { InactiveTeamModal } from './modals/InactiveTeamModal';
import { NotVerifiedModal } from './modals/NotVerifiedModal';
import { PasswordChangeSentModal } from './modals/PasswordChangeSentModal';
import { PasswordChangeSuccessModal } from './modals/PasswordChangeSuccessModal';
import { ResetPasswordModal } from './modals/ResetPasswordModal';
import { SharedReviewWelcomeModal } from './modals/SharedReviewWelcomeModal';
import { SignInModal } from './modals/SignInModal';
import { SignUpModal } from './modals/SignUpModal';
import { SignUpSuccessModal } from './modals/SignUpSuccessModal';
import { SuspendedModal } from './modals/SuspendedModal';
import { BlockedModal } from './modals/BlockedModal';
import { VerificationFailedModal } from './modals/VerificationFailedModal';

const TITLES: Record<AccountModal['kind'], string> = {
  signIn: 'Log in to Thesis',
  signUp: 'Start your free trial',
  signUpSuccess: ACCOUNT_COPY.signUpSuccessTitle,
  forgotPassword: 'Forgot your password?',
  passwordChangeSent: 'Check your e-mail',
  resetPassword: 'Choose a new password',
  passwordChangeSuccess: MESSAGES.passwordChangedTitle,
  notVerified: 'Please verify your e-mail',
  suspended: ACCOUNT_COPY.suspendedTitle,
  blocked: ACCOUNT_COPY.blockedTitle,
  inactiveTeam: ACCOUNT_COPY.inactiveTeamTitle,
  emailVerified: 'E-mail verified',
  verificationFailed: ACCOUNT_COPY.verificationFailedTitle,
  sharedReviewWelcome: ACCOUNT_COPY.sharedReviewTitle,
};

function body(modal: AccountModal, close: () => void): ReactNode {
  switch (modal.kind) {
    case 'signIn':
      return <SignInModal reason={modal.reason} email={modal.email} returnTo={modal.returnTo} />;
    case 'signUp':
      return <SignUpModal invitation={modal.invitation} />;
    case 'signUpSuccess':
      return <SignUpSuccessModal email={modal.email} />;
    case 'forgotPassword':
      return <ForgotPasswordModal email={modal.email} />;
    case 'passwordChangeSent':
      return <PasswordChangeSentModal onClose={close} />;
    case 'resetPassword':
      return <ResetPasswordModal token={modal.token} email={modal.email} />;
    case 'passwordChangeSuccess':
      return <PasswordChangeSuccessModal />;
    case 'notVerified':
      return <NotVerifiedModal email={modal.email} onClose={close} />;
    case 'suspended':
      return <SuspendedModal />;
    case 'blocked':
      return <BlockedModal message={modal.message} contact={modal.contact} onClose={close} />;
    case 'inactiveTeam':
      return <InactiveTeamModal team={modal.team} onClose={close} />;
    case 'emailVerified':
      return <EmailVerifiedModal />;
    case 'verificationFailed':
      return <VerificationFailedModal message={modal.message} />;
    case 'sharedReviewWelcome':
      return <SharedReviewWelcomeModal />;
  }
}

/**
 * The one place the account modals of spec §2 are shown. A flow moves from modal to modal in the
 * same dialog; focus goes to the new step's first field. Closing a route-driven flow (e.g. /login)
 * leads back to the landing page. Loaded when a modal first opens (AccountModalHost): the forms
 * and their rules are not part of the first page.
 */
export default function AccountModalDialog() {
  const { modal, closeTo } = useAccountModals();
  const navigate = useNavigate();
  const location = useLocation();
  const contentRef = useRef<HTMLDivElement>(null);
  const kind = modal?.kind;

  useEffect(() => {
    if (!kind) return;
    // A new step replaces the focused element: move focus to the step's first control.
    const frame = window.requestAnimationFrame(() => {
      const root = contentRef.current;
      if (!root || root.contains(document.activeElement)) return;
      const target = root.querySelector<HTMLElement>('[data-autofocus], input:not([readonly]), button');
      target?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [kind]);

  function close() {
    accountModals.close();
    if (closeTo && location.pathname !== closeTo) void navigate(closeTo, { replace: true });
  }

  return (
    <Modal opened={modal !== null} onClose={close} title={modal ? TITLES[modal.kind] : ''} size="md" padding="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <div ref={contentRef} data-testid={modal ? `modal-${modal.kind}` : undefined}>
        {modal && body(modal, close)}
      </div>
    </Modal>
  );
}
