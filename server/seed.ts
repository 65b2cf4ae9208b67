import { count } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { organisations } from './modules/organisations/schema.ts';
import { MODULES } from './modules/index.ts';
import type { DemoOptions } from './modules/module.ts';

export { DEMO_PASSWORD, DEMO_PENDING_EMAIL, DEMO_SIGN_INS } from './modules/users/demo.ts';
export { DEMO_TOTP_SECRET } from './modules/auth/second-factor-demo.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organisations);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the demo data set: every module's demo step, in the modules' order (a step finds the
 * organisations, people and areas of the steps before it), so that every screen has content.
 */
export async function seedDemo(db: Db, options: DemoOptions = {}): Promise<void> {
  for (const module of MODULES) await module.demo?.(db, options);
}
