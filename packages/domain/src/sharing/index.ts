export * from './messages';
export * from './share-request';
export * from './share-expiry';
export * from './note';
export * from './share-link';
export * from './share-responses';
