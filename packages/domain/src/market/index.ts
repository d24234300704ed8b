export * from './classification';
export * from './financial-notes';
export * from './fiscal-year';
export * from './freshness';
export * from './fx';
export * from './messages';
export * from './splits';
export * from './financial-rows';
