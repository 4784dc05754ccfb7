export * from './auth';
export * from './news';
export * from './settings';
export * from './media';
