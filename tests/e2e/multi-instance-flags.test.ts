import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { createDatabase, postgresServer } from '../support/postgres.ts';
import { apiSignIn } from '../support/second-factor.ts';
import { ADMIN, CONTACT, ESCALATED, RAISED, TEAM, flagTime } from '../support/flag-time.ts';

// Two server processes on one PostgreSQL, both working the job queue (so both run the minutely
// escalation schedule): a flag's alert and each round of its escalation reach each person once.
// Hours pass by moving the flag's own instants back (tests/support/flag-time.ts).
describe('two servers on one database alert and escalate a duty-of-care flag once', () => {
  let pgServer: Awaited<ReturnType<typeof postgresServer>>;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;
  let time: Awaited<ReturnType<typeof flagTime>>;
  let flagId: string;
  beforeAll(async () => {
    pgServer = await postgresServer();
    database = await createDatabase(pgServer.url, 'lantern_multi_flags');
    dataDir = await mkdtemp(path.join(tmpdir(), 'lantern-multi-flags-'));
    const env = { DATABASE_URL: database.url, JWT_SECRET: 'a-secret-both-servers-share-of-32-chars' };
    // One after the other: the first migrates and loads the demo data.
    a = await startServer(env, { dataDir });
    b = await startServer(env, { dataDir });
    time = await flagTime(database.url);
    await time.nameContact(a.url);
  });
  afterAll(async () => {
    await time?.close();
    await a?.stop();
    await b?.stop();
    await database?.drop();
    pgServer?.release();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('tells the contact and the team once when the guardian’s answers on one server meet the rule', async () => {
    // The admin asks on server a; the guardian answers on server b.
    flagId = await time.raiseFlag(a.url, b.url);
    expect(await time.mails(RAISED)).toEqual({ [CONTACT]: 1, [TEAM]: 1 });
    expect(await time.notifications('flag.raised', flagId)).toEqual({ [CONTACT]: 1 });
    expect(await time.audited('questionnaire.flag.raise', flagId)).toBe(1);
    // Neither server has anything to escalate yet, however often the job runs.
    await time.escalate();
    expect(await time.mails(ESCALATED)).toEqual({});
  });

  it('escalates to the contact, the admins and the team once per round, with both servers running the job', async () => {
    for (const round of [1, 2]) {
      // The organisation's 4 hours pass unacknowledged; both servers' schedules send the job.
      await time.pass(flagId, 4);
      await time.escalate();
      await time.escalate();
      expect(await time.escalations(flagId)).toBe(round);
      expect(await time.mails(ESCALATED)).toEqual({ [CONTACT]: round, [ADMIN]: round, [TEAM]: round });
      expect(await time.notifications('flag.escalated', flagId)).toEqual({
        [CONTACT]: round,
        [ADMIN]: round,
      });
      expect(await time.audited('questionnaire.flag.escalate', flagId)).toBe(round);
    }
    // The alert was not sent again.
    expect(await time.mails(RAISED)).toEqual({ [CONTACT]: 1, [TEAM]: 1 });
  });

  it('stops escalating once the admin acknowledges the flag on the other server', async () => {
    const { access_token } = await apiSignIn(b.url, ADMIN, 'Lantern-demo-2026!');
    const res = await fetch(`${b.url}/api/questionnaire/flags/${flagId}/acknowledge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(200);
    await time.pass(flagId, 4);
    await time.escalate();
    expect(await time.escalations(flagId)).toBe(2);
    expect(await time.mails(ESCALATED)).toEqual({ [CONTACT]: 2, [ADMIN]: 2, [TEAM]: 2 });
  });
});
