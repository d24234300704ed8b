export * from './messages';
export * from './shares';
export * from './holding-values';
export * from './portfolio-query';
export * from './import-columns';
export * from './import-requests';
export * from './portfolio-responses';
