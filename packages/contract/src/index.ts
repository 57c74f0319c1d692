export * from './accounts';
export * from './errors';
export * from './messages';
export * from './pricing';
export * from './purchases';
export * from './stories';
export * from './media';
