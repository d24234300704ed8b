export * from './messages';
export * from './sync-status';
