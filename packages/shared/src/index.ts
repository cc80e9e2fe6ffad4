export * from './api-types';
export * from './errors';
export * from './follow-ups';
export * from './limits';
export * from './schemas';
export * from './security';
export * from './style';
export * from './text';
