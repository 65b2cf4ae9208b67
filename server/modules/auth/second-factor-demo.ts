import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DemoOptions } from '../module.ts';
import { users } from '../users/schema.ts';
import { createSecondFactorKeys } from '../../auth/second-factor-crypto.ts';
import { secondFactors } from './schema.ts';

/** The demo staff's authenticator-app secret (README, docs/demo.md): any authenticator app, or `otpauth`, makes its codes. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** The demo's staff, who must sign in with a second factor: each comes enrolled with the demo secret. */
export const DEMO_STAFF = [
  'super@lantern.test',
  'admin@stmarys.test',
  'staff@stmarys.test',
  'admin@infantil.test',
];

/**
 * Enrols the demo staff. The secret is sealed with the server's secret, which the seed must be
 * given; without it (a benchmark's throwaway data) the staff stay unenrolled and enrol at sign-in.
 */
export async function seedDemoSecondFactors(db: Db, options: DemoOptions): Promise<void> {
  if (!options.secondFactorSecret) return;
  const keys = createSecondFactorKeys(options.secondFactorSecret);
  const staff = await db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_STAFF));
  if (staff.length === 0) return;
  await db.insert(secondFactors).values(
    staff.map(({ id }) => ({
      userId: id,
      kind: 'totp' as const,
      label: 'Demo authenticator',
      secretEnc: keys.seal(DEMO_TOTP_SECRET),
    })),
  );
}
