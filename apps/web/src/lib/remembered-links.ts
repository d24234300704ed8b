import { useSyncExternalStore } from 'react';
import { PATHS, safeRedirect } from './paths';
import { storage } from './storage';

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

/** Investments entry of the side navigation: the last investment opened (storage key lastInvestment). */
export function lastInvestmentPath(): string {
  return safeRedirect(storage.get('lastInvestment')) ?? PATHS.investments;
}

export function rememberInvestment(path: string): void {
  storage.set('lastInvestment', path);
  changed();
}

/** screeningLink holds the last-opened screen-results path of each user: { [userId]: path }. */
function screeningLinks(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.get('screeningLink') ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Screening entry of the side navigation (default /screening). */
export function screeningPath(userId: string | undefined): string {
  return (userId && safeRedirect(screeningLinks()[userId])) || PATHS.screening;
}

export function rememberScreening(userId: string, path: string): void {
  storage.set('screeningLink', JSON.stringify({ ...screeningLinks(), [userId]: path }));
  changed();
}
