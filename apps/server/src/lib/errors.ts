import { MESSAGES } from '@thesis/domain';

export type FieldErrors = Record<string, string[]>;

/** An error the API answers with its own status and message (never a 500). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = (message: string = MESSAGES.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** 422 with one field's messages; the top-level message is the first of them. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(422, message, { [field]: [message] });
}

export function validationError(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0]?.[0];
  return new AppError(422, first ?? MESSAGES.validationFailed, errors);
}

/** 403 for a suspended account, flagged for the web (x-account-status: suspended) so it shows the suspended-account notice. */
export function suspendedError(): AppError {
  return new AppError(403, MESSAGES.suspended, undefined, { 'x-account-status': 'suspended' });
}
