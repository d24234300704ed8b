/** The messages of signing in and of failures any page may show, part of MESSAGES (spec §2, §8). */
export const SESSION_MESSAGES = {
  suspended: 'Your account is temporarily suspended, please get in touch with your Administrator for more information:',
  failedToGetUser: 'failed to get user',
  renderFailure: 'An error has occurred',
  genericError: 'Something went wrong. Please try again.',
  invalidRefresh: 'Your session has expired. Please sign in again.',
} as const;
