import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid.ts';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'lantern-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the server’s push identity (VAPID keys)', () => {
  it('is the configured pair when both keys are set', async () => {
    const keys = await resolveVapidKeys({ publicKey: 'pub', privateKey: 'priv', dataDir: await dataDir() });
    expect(keys).toEqual({ publicKey: 'pub', privateKey: 'priv', subject: 'mailto:no-reply@lantern.test' });
  });

  it('is generated once and kept, readable by the server alone, so that devices’ subscriptions survive a restart', async () => {
    const dir = await dataDir();
    const first = await resolveVapidKeys({ dataDir: dir });
    const again = await resolveVapidKeys({ dataDir: dir, subject: 'mailto:ward@hospital.test' });
    expect(again).toEqual({ ...first, subject: 'mailto:ward@hospital.test' });
    expect((await stat(path.join(dir, '.vapid-keys.json'))).mode & 0o777).toBe(0o600);
  });

  it('is one pair for servers starting at once on one data directory, with nothing left beside it', async () => {
    const dir = await dataDir();
    const started = await Promise.all(Array.from({ length: 4 }, () => resolveVapidKeys({ dataDir: dir })));
    expect(new Set(started.map((keys) => keys.publicKey)).size).toBe(1);
    expect(await resolveVapidKeys({ dataDir: dir })).toEqual(started[0]);
    expect(await readdir(dir)).toEqual(['.vapid-keys.json']);
  });
});
