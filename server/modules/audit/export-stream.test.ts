import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import XLSX from 'xlsx';
import readXlsxFile from 'read-excel-file/node';
import { users } from '../users/schema.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import { writeSheets } from '../../../src/api/contracts/sheet-writer.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { ExportEnd } from '../../http/xlsx-stream.ts';
import { AUDIT_EXPORT_HEADER, auditExportRow, createAuditExport } from './export.ts';
import { createAuditRepository, type AuditScope } from './repository.ts';

const ADMIN = 'admin@stmarys.test';
const ACTION = 'read.patient';
const ENTRIES = 7;

/**
 * The audit export across page edges: the streamed file read in pages of two holds the cells the
 * whole-workbook writer wrote, and a client that leaves stops the reading.
 */
describe.each(databaseTargets)('the streamed audit export on $name', (target) => {
  let t: TestApp;
  let tenancy: Tenancy;
  let scope: AuditScope;
  const filter = { action: ACTION };

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const admin = first(await db.select().from(users).where(eq(users.email, ADMIN)));
    const audit = createAuditLog(db);
    for (let i = 0; i < ENTRIES; i += 1)
      await audit.record({
        actorId: admin.id,
        organisationId: admin.organisationId,
        action: ACTION,
        subject: admin.id,
        detail: { kind: i % 2 ? 'patient' : 'other' },
        ip: `10.0.0.${i}`,
        rows: i % 3 ? i : null,
      });
    tenancy = {
      principal: { sub: admin.id } as Tenancy['principal'],
      superAdmin: false,
      organisationId: admin.organisationId,
    };
    scope = { organisationId: admin.organisationId };
  });
  afterAll(() => t.close());

  function exportWith(pageRows: number) {
    const repo = createAuditRepository(t.database.db);
    const reads = { pages: 0 };
    const ends: ExportEnd[] = [];
    const exportOf = createAuditExport({
      repo: {
        exportPage: (...args: Parameters<typeof repo.exportPage>) => {
          reads.pages += 1;
          return repo.exportPage(...args);
        },
      },
      audit: {
        recordRead: async (_caller, entry) => {
          ends.push({ rows: entry.rows ?? -1, complete: entry.detail?.complete === true });
        },
      },
      pageRows,
    });
    return { exportOf, reads, ends };
  }

  it('holds in pages of two the cells the whole-workbook writer wrote, and audits the rows', async () => {
    const repo = createAuditRepository(t.database.db);
    const { rows, total } = await repo.list(scope, filter, 1, 1000);
    expect(total).toBeGreaterThanOrEqual(ENTRIES);
    const before = writeSheets(
      XLSX,
      [{ name: 'audit', rows: [AUDIT_EXPORT_HEADER, ...rows.map(auditExportRow)] }],
      'audit.xlsx',
    );
    const paged = exportWith(2);
    const streamed = await buffer(paged.exportOf(tenancy, scope, filter));
    const [[old], [now]] = await Promise.all([readXlsxFile(Buffer.from(before)), readXlsxFile(streamed)]);
    expect(now?.sheet).toBe('audit');
    expect(now?.data).toEqual(old?.data);
    expect(now?.data).toHaveLength(total + 1);
    expect(now?.data.slice(1).map((r) => r[1])).toEqual(Array(total).fill(ACTION));
    // Every page read once, and one short (or empty) page ends it.
    expect(paged.reads.pages).toBe(Math.floor(total / 2) + 1);
    expect(paged.ends).toEqual([{ rows: total, complete: true }]);
  });

  it('stops reading when the client leaves, and audits the rows it sent', async () => {
    const { exportOf, reads, ends } = exportWith(1);
    const stream = exportOf(tenancy, scope, filter);
    for await (const _chunk of stream) break; // the client takes the first bytes and leaves
    await new Promise((resolve) => stream.once('close', resolve));
    expect(ends).toHaveLength(1);
    expect(ends[0]?.complete).toBe(false);
    expect(ends[0]?.rows).toBeLessThan(ENTRIES);
    const read = reads.pages;
    expect(read).toBeLessThan(ENTRIES);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads.pages, 'no further reads').toBe(read);
  });
});
