import { eq, sql } from 'drizzle-orm';
import { organisations } from '../organisations/schema.ts';
import {
  callerOf,
  createTestApp,
  first,
  signInAll,
  type DatabaseTarget,
  type TestApp,
} from '../../test/harness.ts';

export const ADMIN = 'admin@stmarys.test';
export const GUARDIAN = 'guardian@stmarys.test';
export const OTHER_ADMIN = 'admin@infantil.test';
export const OTHER_GUARDIAN = 'guardian@infantil.test';
export const SUPER = 'super@lantern.test';

/** A CMS test app: the demo data (St Mary's two published pages), everyone signed in. */
export async function cmsTestApp(target: DatabaseTarget) {
  const t: TestApp = await createTestApp(target);
  const tokens = await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN, OTHER_GUARDIAN, SUPER]);
  const call = callerOf(t, tokens);
  const { db } = t.database;
  const stMarys = first(await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'))).id;
  const infantil = first(
    await db.select().from(organisations).where(eq(organisations.urlCode, 'infantil')),
  ).id;
  /** Every CMS row of every organisation, and the audit log's CMS entries: equal means nothing changed. */
  const snapshot = async () => {
    const rows = await Promise.all(
      [
        sql`select * from cms_pages order by organisation_id, page_number`,
        sql`select * from cms_page_versions order by id`,
        sql`select * from cms_settings order by organisation_id`,
        sql`select id, organisation_id, hash from cms_images order by id`,
        sql`select count(*) from audit_log where action like 'cms.%'`,
      ].map((q) => db.execute(q)),
    );
    return JSON.stringify(rows.map((r) => (r as unknown as { rows: unknown[] }).rows));
  };
  return { t, call, stMarys, infantil, snapshot };
}

/** English only, or English with the other languages. */
export const content = (title: string, more: Partial<Record<'ar' | 'es', string>> = {}) => ({
  en: { title, html: `<p>${title} in English</p>` },
  ...(more.ar && { ar: { title: more.ar, html: `<p dir="rtl">${more.ar}</p>` } }),
  ...(more.es && { es: { title: more.es, html: `<p>${more.es}</p>` } }),
});
