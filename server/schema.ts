/**
 * Every table of the database, for drizzle-kit and for code that reads several modules' tables. Each
 * module declares its own tables in its schema.ts; the cross-cutting stores keep theirs beside them.
 */
export * from './modules/organisations/schema.ts';
export * from './modules/users/schema.ts';
export * from './modules/families/schema.ts';
export * from './modules/family-app-code/schema.ts';
export * from './audit/schema.ts';
export * from './modules/auth/schema.ts';
export * from './mail/schema.ts';
export * from './jobs/schema.ts';
export * from './http/schema.ts';
export * from './modules/areas/schema.ts';
export * from './modules/videos/schema.ts';
export * from './modules/calendar/schema.ts';
export * from './modules/usage/schema.ts';
export * from './modules/questionnaires/schema.ts';
export * from './modules/questionnaires/prepared-export-schema.ts';
export * from './modules/hospital-information/schema.ts';
export * from './modules/terms/schema.ts';
export * from './modules/feedback/schema.ts';
export * from './modules/issue-reports/schema.ts';
export * from './modules/reporting/schema.ts';
export * from './modules/quizzes/schema.ts';
export * from './modules/missions/schema.ts';
export * from './modules/retention/schema.ts';
export * from './modules/data-requests/schema.ts';
export * from './modules/uploads/schema.ts';
export * from './modules/notifications/schema.ts';
