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
