import { useSyncExternalStore } from 'react';
import { PATHS, safeRedirect } from './paths';
import { storage, userStorage } from './storage';

let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Re-renders the caller when a remembered link changes (the side navigation's targets). */
export function useRememberedLinks(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}

/** The shared review a visitor opened, for the redirect after sign-in (storage key sharedLink). */
export function rememberSharedLink(path: string): void {
  storage.set('sharedLink', path);
}

/** Reads and forgets the remembered shared link. */
export function takeSharedLink(): string | null {
  const link = safeRedirect(storage.get('sharedLink'));
  storage.remove('sharedLink');
  return link;
}

/** Investments entry of the side navigation: the user's last investment opened (storage key lastInvestment, per user). */
export function lastInvestmentPath(userId: string | undefined): string {
  return (userId && safeRedirect(userStorage.get('lastInvestment', userId))) || PATHS.investments;
}

export function rememberInvestment(userId: string, path: string): void {
  userStorage.set('lastInvestment', userId, path);
  changed();
}

/** Screening entry of the side navigation: the user's last screen-results path (storage key screeningLink, per user; default /screening). */
export function screeningPath(userId: string | undefined): string {
  return (userId && safeRedirect(userStorage.get('screeningLink', userId))) || PATHS.screening;
}

export function rememberScreening(userId: string, path: string): void {
  userStorage.set('screeningLink', userId, path);
  changed();
}

/** Log Out: a shared link remembered for the redirect after sign-in belongs to nobody once signed out. */
export function forgetSessionLinks(): void {
  storage.remove('sharedLink');
}
