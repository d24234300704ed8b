export * from './plans';
export * from './catalogue';
export * from './messages';
export * from './schemas';
export * from './policy';
export * from './history';
export * from './changes';
export * from './summary';
