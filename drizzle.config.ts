import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module declares its own tables; the cross-cutting stores (audit log, mail outbox, rate
  // limits) keep theirs beside them. server/schema.ts re-exports the same files for code that reads them all.
  schema: [
    './server/modules/*/schema.ts',
    './server/modules/questionnaires/prepared-export-schema.ts',
    './server/audit/schema.ts',
    './server/mail/schema.ts',
    './server/jobs/schema.ts',
    './server/http/schema.ts',
  ],
  out: './server/db/migrations',
});
