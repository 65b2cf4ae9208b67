import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { users } from '../users/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { ReportDefinition } from '../../../src/api/contracts/reporting.ts';
import { createReportingRepository } from './repository.ts';
import { createReportingService } from './service.ts';

const ADMIN = 'admin@stmarys.test';

/**
 * The report export read in keyset pages: in pages of two it holds the rows, in the order, that one
 * page holds and that the run shows, whatever the sort (ties, nulls last, either direction).
 */
describe.each(databaseTargets)('streamed report export on $name', (target) => {
  let t: TestApp;
  let tenancy: Tenancy;
  const audited: { rows?: number; detail?: Record<string, unknown> }[] = [];
  let service: ReturnType<typeof createReportingService>;
  let repo: ReturnType<typeof createReportingRepository>;

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const admin = first(await db.select().from(users).where(eq(users.email, ADMIN)));
    tenancy = {
      principal: { sub: admin.id } as Tenancy['principal'],
      superAdmin: false,
      organisationId: admin.organisationId,
    };
    repo = createReportingRepository(db);
    service = createReportingService({
      repo,
      audit: {
        recordFor: async () => undefined,
        recordRead: async (_caller, entry) => void audited.push(entry),
      },
    });
  });
  afterAll(() => t.close());

  const patients: ReportDefinition['columns'] = [
    { kind: 'field', field: 'display_name' },
    { kind: 'field', field: 'patient_number' },
    { kind: 'field', field: 'created_at' },
    { kind: 'field', field: 'last_active' },
    { kind: 'areas' },
  ];
  const guardians: ReportDefinition['columns'] = [
    { kind: 'field', field: 'email' },
    { kind: 'field', field: 'first_name' },
    { kind: 'field', field: 'subscription_status' },
    { kind: 'field', field: 'activated_at' },
    { kind: 'areas' },
  ];
  const sorts: (ReportDefinition['sort'] & { subject: ReportDefinition['subject'] })[] = [
    { subject: 'patients', field: 'last_active', order: 'desc' },
    { subject: 'patients', field: 'created_at', order: 'asc' },
    { subject: 'patients', field: 'display_name', order: 'asc' },
    { subject: 'patients', field: 'patient_number', order: 'desc' },
    { subject: 'guardians', field: 'subscription_status', order: 'desc' },
    { subject: 'guardians', field: 'activated_at', order: 'asc' },
  ];

  it.each(sorts)('pages of two hold what one page holds: $subject by $field $order', async (sorted) => {
    const { subject, ...sort } = sorted;
    const definition: ReportDefinition = {
      name: `By ${sort.field}`,
      subject,
      columns: subject === 'patients' ? patients : guardians,
      filters: {},
      sort,
    };
    const { id } = await service.create(tenancy, definition);
    const read = async (pageRows: number) =>
      (await readXlsxFile(await buffer(await service.exportFile(tenancy, id, pageRows))))[0]?.data ?? [];
    const [paged, whole] = [await read(2), await read(5000)];
    const run = await service.run(tenancy, id, { page: 1, size: 500 });
    expect(run.total).toBeGreaterThan(4);
    expect(paged).toEqual(whole);
    expect(paged).toHaveLength(run.total + 1);
    // The run's order and the file's are one.
    expect(paged.slice(1).map((r) => r[0])).toEqual(run.rows.map((r) => r[0]));
    expect(audited.at(-1)).toMatchObject({ rows: run.total, detail: { complete: true } });
  });
});
