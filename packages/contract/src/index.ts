export * from './admin.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './settings.ts';
export * from './transactions.ts';
export * from './users.ts';
export * from './validation-messages.ts';
