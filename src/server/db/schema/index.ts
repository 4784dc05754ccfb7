export * from './auth';
export * from './news';
export * from './settings';
export * from './media';
export * from './publishing';
export * from './pipeline';
export * from './brand';
export * from './activity';
