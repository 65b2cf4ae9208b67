export * from './errors.ts';
export * from './health.ts';
export * from './roles.ts';
export * from './organisation.ts';
export * from './user.ts';
export * from './auth.ts';
