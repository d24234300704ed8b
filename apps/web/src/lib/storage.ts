import { STORAGE_KEYS } from '@thesis/domain';

export type StorageKey = keyof typeof STORAGE_KEYS;

/**
 * localStorage under the spec's keys only (spec §4). Every access is guarded: private browsing
 * or a full quota must never break the app.
 *
 * Note on `refreshToken`: the key exists in the spec, but it never holds a secret here. The refresh
 * token lives only in its httpOnly cookie (path /api/v1/refresh), out of reach of scripts; the web
 * app merely removes any legacy value under that key on sign-out.
 */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(STORAGE_KEYS[key]);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(STORAGE_KEYS[key], value);
    } catch {
      // storage unavailable: the value lives for this page only
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(STORAGE_KEYS[key]);
    } catch {
      // nothing to remove
    }
  },
};

/** Keys whose value belongs to one user: kept per user as `{ [userId]: value }` under the spec's key. */
export type UserScopedKey = Extract<StorageKey, 'lastInvestment' | 'trialAlert' | 'screeningLink'>;

function userMap(key: UserScopedKey): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.get(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    // A value from before it was kept per user: nobody's.
    return {};
  }
}

/**
 * Per-user values under the spec's keys (issue #18 item 4): the last investment, the trial-banner
 * dismissal and the last screen are each kept per user id, so the next person signing in on the
 * same browser never gets the previous user's link or dismissal, and each user finds their own
 * again after signing back in.
 */
export const userStorage = {
  get(key: UserScopedKey, userId: string): string | null {
    return userMap(key)[userId] ?? null;
  },
  set(key: UserScopedKey, userId: string, value: string): void {
    storage.set(key, JSON.stringify({ ...userMap(key), [userId]: value }));
  },
};
