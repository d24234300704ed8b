export * from './messages';
export * from './activity-kinds';
export * from './item-scoring';
export * from './memo-copy';
export * from './review-access';
export * from './review-requests';
export * from './review-responses';
