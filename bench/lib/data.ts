/**
 * The benchmark's database: the demo data set plus enough guardians for a 100-row page, written
 * before the server starts (PGlite holds its folder for one process at a time).
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed.ts';
import { organisations } from '../../server/modules/organisations/schema.ts';
import { users } from '../../server/modules/users/schema.ts';
import { BENCH_SECRET } from './staff-sign-in.ts';

const FIRST = ['Amelia', 'Oliver', 'Isla', 'Noah', 'Ava', 'Leo', 'Mia', 'Arthur', 'Ivy', 'Oscar'];
const LAST = ['Patel', 'Jones', 'Williams', 'Khan', 'Brown', 'Taylor', 'Nowak', 'Davies', 'Evans', 'Ahmed'];

export async function prepareDatabase(
  target: { dataDir?: string; url?: string },
  extraGuardians = 300,
): Promise<void> {
  const database = await openDatabase(target);
  try {
    // Sealed with the bench server's secret (processes.ts): the demo staff's authenticator passes the second step.
    await seedDemo(database.db, { secondFactorSecret: BENCH_SECRET });
    const [stMarys] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.urlCode, 'stmarys'));
    if (!stMarys) throw new Error('the demo data has no St Mary’s');
    await database.db.insert(users).values(
      Array.from({ length: extraGuardians }, (_, i) => ({
        type: 2,
        status: [1, 2, 3, 4, 7][i % 5] as number,
        email: `bench${i}@example.test`,
        firstName: FIRST[i % 10] as string,
        surname: `${LAST[(i * 7) % 10]}-${i}`,
        organisationId: stMarys.id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      })),
    );
  } finally {
    await database.close();
  }
}
