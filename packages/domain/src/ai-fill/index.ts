export * from './messages';
export * from './ai-fill-responses';
export * from './ai-suggestion-schemas';
