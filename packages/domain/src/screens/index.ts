export * from './messages';
export * from './screen-form';
export * from './filters';
export * from './filter-scope';
export * from './sort-scope';
export * from './screen-query';
export * from './filter-evaluation';
export * from './sort-rows';
