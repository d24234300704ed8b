import { useState, useSyncExternalStore } from 'react';
import { storage } from './storage';

/** Auth status of spec §4: unauthorized, pending (during a token refresh), authenticated. */
export type AuthStatus = 'unauthorized' | 'pending' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  /** The short-lived access token (also kept under the `token` storage key). */
  token: string | null;
}

type Listener = () => void;

function initialState(): AuthState {
  const token = storage.get('token');
  return { status: token ? 'authenticated' : 'unauthorized', token };
}

let state: AuthState = initialState();
const listeners = new Set<Listener>();

function emit(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A tiny external store: the API client and React both read and write it. */
export const authStore = {
  getState(): AuthState {
    return state;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getToken(): string | null {
    return state.token;
  },
  /** Stores a new access token (sign-in or refresh) and marks the session authenticated. */
  setToken(token: string): void {
    storage.set('token', token);
    emit({ status: 'authenticated', token });
  },
  setPending(): void {
    if (state.status !== 'pending') emit({ ...state, status: 'pending' });
  },
  /** A refresh failed without ending the session (network, server): back to authenticated. */
  settle(): void {
    if (state.status === 'pending') emit({ ...state, status: state.token ? 'authenticated' : 'unauthorized' });
  },
  /** Forgets every token this app holds (the httpOnly refresh cookie is cleared by the server). */
  clear(): void {
    storage.remove('token');
    storage.remove('refreshToken');
    emit({ status: 'unauthorized', token: null });
  },
  /** Re-reads storage (tests, or another tab signing in). */
  reset(): void {
    emit(initialState());
  },
};

export function useAuthState(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}

/** Whether the session was signed in when the calling component mounted (ignores later sign-ins). */
export function useSignedInAtMount(): boolean {
  const [signedIn] = useState(() => authStore.getState().status !== 'unauthorized');
  return signedIn;
}
