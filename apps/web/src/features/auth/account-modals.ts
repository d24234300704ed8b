import { useSyncExternalStore } from 'react';
import type { InactiveTeam } from './api';

/** The account modals of spec §2, plus the shared-review welcome (a protective modal). */
export type AccountModal =
  | { kind: 'signIn'; reason?: 'expired' | 'invitation'; email?: string; returnTo?: string }
  | { kind: 'signUp'; invitation?: { token: string; email: string; teamName: string; returnTo: string } }
  | { kind: 'signUpSuccess'; email: string }
  | { kind: 'forgotPassword'; email?: string }
  | { kind: 'passwordChangeSent' }
  | { kind: 'resetPassword'; token: string; email: string }
  | { kind: 'passwordChangeSuccess' }
  | { kind: 'notVerified'; email: string }
  | { kind: 'suspended' }
  | { kind: 'blocked'; message: string; contact: string | null }
  | { kind: 'inactiveTeam'; team: InactiveTeam }
  | { kind: 'emailVerified' }
  | { kind: 'verificationFailed'; message: string }
  | { kind: 'sharedReviewWelcome' };

export type AccountModalKind = AccountModal['kind'];

interface State {
  modal: AccountModal | null;
  /** Where closing the modal leads (route-driven modals: /login → /). */
  closeTo: string | null;
  /** The route that opened the flow; leaving that route closes what it opened. */
  owner: string | null;
}

let state: State = { modal: null, closeTo: null, owner: null };
const listeners = new Set<() => void>();

function emit(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The one account-modal slot: a flow moves from modal to modal (sign-in → forgot → sent …). */
export const accountModals = {
  getState: (): State => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Starts a flow. */
  open(modal: AccountModal, options: { closeTo?: string | null; owner?: string | null } = {}): void {
    emit({ modal, closeTo: options.closeTo ?? null, owner: options.owner ?? null });
  },
  /** Moves to the next modal of the same flow (keeps where closing leads). */
  switchTo(modal: AccountModal): void {
    emit({ ...state, modal });
  },
  close(): void {
    if (state.modal) emit({ modal: null, closeTo: null, owner: null });
  },
  /** Closes the flow a route opened when that route unmounts. */
  closeOwned(owner: string): void {
    if (state.owner === owner) emit({ modal: null, closeTo: null, owner: null });
  },
};

export function useAccountModals(): State {
  return useSyncExternalStore(accountModals.subscribe, accountModals.getState, accountModals.getState);
}
