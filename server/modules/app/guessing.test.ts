import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import { createAppPatient } from '../../test/app-patients.ts';

const HOUR = 3_600_000;

/** A hospital's budget of three wrong codes an hour (ten a day), and as much for three-word codes. */
const LIMITS = { organisationPerHour: 3, organisationPerDay: 10, wordsPerHour: 3, wordsPerDay: 10 };

describe.each(databaseTargets)('guessing app codes from many addresses on $name', (target) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock, appGuessLimits: LIMITS });
    await createAppPatient(t.database.db, 'stmarys', 'GUEHAA', 4);
    await createAppPatient(t.database.db, 'infantil', 'GUEHCC', 4);
  });
  afterAll(() => t.close());

  const signIn = (url_code: string, app_code: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/auth/signin',
      payload: { url_code, app_code },
      remoteAddress,
    });
  // Wrong codes, each another (the per-code lock has its own tests).
  const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY';
  let wrong = 0;
  const wrongCode = () => `QQQQ${ALPHABET[Math.floor(wrong / 20) % 20]}${ALPHABET[wrong++ % 20]}`;
  const words = (text: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/app/auth/words', payload: { words: text }, remoteAddress });

  it('a spent organisation budget stops new addresses, even with a right code, but not known ones nor other hospitals', async () => {
    // A family's tablet signed in before the attack: its address is known to St Mary's.
    expect((await signIn('stmarys', 'GUEHAA', '192.0.2.10')).statusCode).toBe(200);
    for (const [i, code] of ['AAAAAA', 'CCCCCC', 'DDDDDD'].entries())
      expect((await signIn('stmarys', code, `198.51.100.${i}`)).statusCode).toBe(401);
    const stopped = await signIn('stmarys', 'GUEHAA', '198.51.100.50');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ status: 429, code: 'TooManyRequests' });
    expect(stopped.json().message).toMatch(
      /Too many wrong codes have been tried here\. Try again in 60 minutes/,
    );
    expect(Number(stopped.headers['retry-after'])).toBe(3600);
    expect((await signIn('stmarys', 'EEEEEE', '198.51.100.51')).statusCode).toBe(429);
    // The known address still signs in; another hospital is untouched.
    expect((await signIn('stmarys', 'GUEHAA', '192.0.2.10')).statusCode).toBe(200);
    expect((await signIn('infantil', 'GUEHCC', '198.51.100.52')).statusCode).toBe(200);
    // The hour over, new addresses are heard again.
    clock += HOUR;
    expect((await signIn('stmarys', 'GUEHAA', '198.51.100.50')).statusCode).toBe(200);
  });

  it('makes an address wait longer after each wrong code past the free ones', async () => {
    const from = '203.0.113.9';
    for (let i = 0; i < 10; i++) expect((await signIn('nowhere', wrongCode(), from)).statusCode).toBe(401);
    for (const wait of [30, 60, 120]) {
      const res = await signIn('nowhere', wrongCode(), from);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many wrong codes from this address/);
      expect(Number(res.headers['retry-after'])).toBe(wait);
      clock += wait * 1000 - 1000;
      expect((await signIn('nowhere', wrongCode(), from)).statusCode).toBe(429);
      clock += 1000;
      expect((await signIn('nowhere', wrongCode(), from)).statusCode).toBe(401);
    }
    // Forgotten after a day without a wrong code.
    clock += 24 * HOUR;
    expect((await signIn('nowhere', wrongCode(), from)).statusCode).toBe(401);
  });

  it("a spent three-word budget stops new addresses, but not the code's own guardian's address", async () => {
    const tobi = first(await t.database.db.select().from(users).where(eq(users.appCode, 'K7P3QX'))).id;
    const guardian = await t.signIn('guardian@stmarys.test');
    const make = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/families/children/${tobi}/app-code`,
        headers: { authorization: `Bearer ${guardian.access_token}` },
        payload: {},
        remoteAddress: '192.0.2.77',
      });
      return (res.json() as { words: string[] }).words.join(' ');
    };
    const code = await make();
    for (let i = 0; i < 3; i++)
      expect((await words('otter maple river', `198.51.100.${100 + i}`)).statusCode).toBe(401);
    const stopped = await words(code, '198.51.100.120');
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // The tablet at home shares the address the guardian made the code from.
    expect((await words(code, '192.0.2.77')).statusCode).toBe(200);
    // And an address that has signed a child in is known too.
    expect((await words(await make(), '192.0.2.10')).statusCode).toBe(200);
  });
  it("a family's own code between wrong ones neither resets the address's wait nor carries guesses past a spent budget", async () => {
    // St Mary's hourly budget was spent by the first test; move on to a fresh hour and spend it again.
    clock += 2 * HOUR;
    const home = '192.0.2.200';
    expect((await signIn('stmarys', 'GUEHAA', home)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await signIn('stmarys', wrongCode(), `198.51.101.${i}`)).statusCode).toBe(401);
    expect((await signIn('stmarys', 'GUEHAA', '198.51.101.50')).statusCode).toBe(429);
    // Nine wrong codes, then the family's own, four times over: only three wrong codes are ever checked.
    const answers: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 9; i++) answers.push((await signIn('stmarys', wrongCode(), home)).statusCode);
      answers.push((await signIn('stmarys', 'GUEHAA', home)).statusCode);
      clock += 30_000;
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(3);
    expect(answers.filter((status) => status === 200)).toHaveLength(0);
    // A day later the address and the budget are heard again.
    clock += 25 * HOUR;
    expect((await signIn('stmarys', 'GUEHAA', home)).statusCode).toBe(200);
  });
  it('a child vouches for five addresses at most: a family holding one code cannot make an army of addresses known', async () => {
    // 198.51.100.52 signed GUEHCC in above: one vouch spent; four more addresses become known, the rest do not.
    for (let i = 0; i < 6; i++)
      expect((await signIn('infantil', 'GUEHCC', `198.18.0.${i}`)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await signIn('infantil', wrongCode(), `198.18.1.${i}`)).statusCode).toBe(401);
    expect((await signIn('infantil', 'GUEHCC', '198.18.0.3')).statusCode).toBe(200);
    expect((await signIn('infantil', 'GUEHCC', '198.18.0.4')).statusCode).toBe(429);
    expect((await signIn('infantil', 'GUEHCC', '198.18.0.5')).statusCode).toBe(429);
  });
});
