export * from './messages';
export * from './sync-status';
export * from './prices';
