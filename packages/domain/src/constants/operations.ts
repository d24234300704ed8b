/** Answers when a service the API depends on fails (database, file storage, rate-limit store). */
export const OPERATIONS_MESSAGES = {
  /** 503: the database or the rate-limit store does not answer (restart, failover). */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  /** 503: the file store (S3 or disk) refused or failed an upload or a download. */
  fileStorageUnavailable: 'File storage is not available right now. Please try again in a moment.',
  /** 507: the disk or database is full. */
  storageFull: 'There is no room left to store this. Please try again later, or tell your administrator.',
} as const;
