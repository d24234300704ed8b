export type FieldErrors = Record<string, string[]>;

/** A failed API call: status (0 when the server could not be reached), message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly headers: Headers = new Headers(),
    /** The refresh failed and the user is being signed out: nothing more to show. */
    readonly sessionExpired = false,
  ) {
    super(message);
  }

  /** 403 for a suspended account (the server flags it with `x-account-status: suspended`). */
  get isSuspended(): boolean {
    return this.status === 403 && this.headers.get('x-account-status') === 'suspended';
  }

  /** 403 for a member their team has blocked (`x-account-status: blocked`). */
  get isBlocked(): boolean {
    return this.status === 403 && this.headers.get('x-account-status') === 'blocked';
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What a caller that shows its own failure says (interpretations.md: one toast): the server's
 * field messages joined, else its message (whatever the status), else the generic one.
 */
export function failureMessage(error: unknown, generic: string): string {
  if (!isApiError(error)) return generic;
  const messages = Object.values(error.fieldErrors).flat().filter(Boolean);
  return messages.length > 0 ? messages.join(' ') : error.message || generic;
}
