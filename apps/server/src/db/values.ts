/** Read/write helpers that make SQLite and PostgreSQL rows look the same (see schema.ts). */

export function nowIso(): string {
  return new Date().toISOString();
}

export function flag(value: boolean): number {
  return value ? 1 : 0;
}

export function isSet(value: number | boolean | string | null | undefined): boolean {
  return value === 1 || value === true || value === '1';
}

export function count(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJson<T>(value: string | null | undefined, fallback: T): T {
  if (value === null || value === undefined || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
