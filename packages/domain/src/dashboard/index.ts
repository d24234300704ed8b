export * from './utc-calendar';
export * from './period-buckets';
export * from './chart-data';
export * from './review-score';
export * from './chart-kinds';
export * from './review-row';
export * from './first-steps';
