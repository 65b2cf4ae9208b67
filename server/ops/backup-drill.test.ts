import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../seed.ts';
import { checkAuditChain, rowsOf } from '../audit/chain.ts';
import { onPostgresServer } from '../test/pglite-template.ts';
import { createTestApp, databaseTargets, TEST_SECRET, type DatabaseTarget } from '../test/harness.ts';
import type { Manifest } from './manifest.ts';

const ADMIN = 'admin@stmarys.test';
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const run = promisify(execFile);

/** Runs `npm run backup|restore` as an operator would (node on the script, the server's environment). */
async function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>, cwd: string) {
  const script = path.join(import.meta.dirname, `${name}.ts`);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      cwd,
      env: { ...inherited, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A database as the server keeps it, with the demo data: PGlite in DATA_DIR, or a PostgreSQL database. */
interface OnDisk {
  env: Record<string, string>;
  open(): Promise<Database>;
  destroy(): Promise<void>;
  close(): Promise<void>;
}

async function seededOnDisk(target: DatabaseTarget, dataDir: string): Promise<OnDisk> {
  const seeded = (await target.openSeeded?.()) ?? (await target.open());
  if (!(await rowsOf<{ n: number }>(seeded.db, sql`select 1 from organisations limit 1`)).rows.length)
    await seedDemo(seeded.db, { appActivity: false, secondFactorSecret: TEST_SECRET });
  if (seeded.kind === 'postgres') {
    const url = seeded.url as string;
    const name = new URL(url).pathname.slice(1);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      open: () => openDatabase({ url }),
      // Losing the server: the database dropped and created again empty.
      destroy: () =>
        onPostgresServer(
          process.env.TEST_DATABASE_URL as string,
          `DROP DATABASE ${name} WITH (FORCE)`,
          `CREATE DATABASE ${name}`,
        ),
      close: () => seeded.close(),
    };
  }
  const tarball = await (seeded.pglite as NonNullable<Database['pglite']>).dumpDataDir('none');
  await seeded.close();
  await (await openDatabase({ dataDir, loadDataDir: tarball })).close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    destroy: async () => undefined,
    close: async () => undefined,
  };
}

describe.each(databaseTargets)('backup and restore drill on $name', (target) => {
  const root = mkdtempSync(path.join(tmpdir(), 'lantern-backup-drill-'));
  const dataDir = path.join(root, 'data');
  const uploadsDir = path.join(dataDir, 'uploads');
  const backupDir = path.join(root, 'backup');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // Five runs of the commands, each a fresh Node process opening the database as an operator's would.
  it(
    'restores what it backed up after the database and the uploads are lost',
    { timeout: 180_000 },
    async () => {
      const disk = await seededOnDisk(target, dataDir);
      const appOn = async (database: Database) =>
        createTestApp(
          { name: target.name, open: async () => database },
          { seed: false, uploads: { dir: uploadsDir, maxBytes: 10_000, expiryMs: 3_600_000 } },
        );
      let t = await appOn(await disk.open());
      const token = (await t.signIn(ADMIN)).access_token;
      const auth = { authorization: `Bearer ${token}` };
      const video = Buffer.concat([MP4_HEAD, Buffer.from('ward tour '.repeat(90))]);
      const announced = await t.app.inject({
        method: 'POST',
        url: '/api/organisation-videos',
        headers: auth,
        payload: { title: 'Welcome to the ward', size: video.length, filetype: 'video/mp4' },
      });
      expect(announced.statusCode).toBe(201);
      const videoId = (announced.json() as { data: { id: string } }).data.id;
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...auth,
          'tus-resumable': '1.0.0',
          'upload-length': String(video.length),
          'upload-metadata': `video_id ${Buffer.from(videoId).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
          'content-type': 'application/offset+octet-stream',
        },
        payload: video,
      });
      expect(uploaded.headers['upload-offset']).toBe(String(video.length));

      // PostgreSQL is dumped while the server runs; the embedded database only once the server has closed it.
      if (target.name === 'pglite') {
        const refused = await command('backup', [backupDir], disk.env, root);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`A server has the embedded database in ${dataDir} open`);
        await t.close();
      }
      const backup = await command('backup', [backupDir], disk.env, root);
      if (target.name === 'postgres') await t.close();
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
      expect(manifest.database.kind).toBe(target.name);
      expect(manifest.database.migration).toMatch(/^\d{4}_/);
      expect(manifest.database.rows['public.organisation_videos']).toBeGreaterThan(0);
      const videoPart = manifest.parts.find((p) => p.path === `uploads/${videoId}`);
      expect(videoPart).toMatchObject({ bytes: video.length, sha256: sha256(video) });
      expect(manifest.uploads.files).toBe(manifest.parts.filter((p) => p.path.startsWith('uploads/')).length);

      await disk.destroy();
      rmSync(dataDir, { recursive: true, force: true });

      const restored = await command('restore', [backupDir], disk.env, root);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(
        `public.organisation_videos: ${manifest.database.rows['public.organisation_videos']}`,
      );
      expect(restored.stdout).toMatch(/audit chain intact: [1-9]\d* entries/);

      // What the server then finds: the manifest's rows, an intact chain, the same files, the video playing.
      const database = await disk.open();
      for (const [table, rows] of Object.entries(manifest.database.rows)) {
        const [schema, name] = table.split('.');
        const counted = await rowsOf<{ n: string | number }>(
          database.db,
          sql`select count(*) as n from ${sql.identifier(schema as string)}.${sql.identifier(name as string)}`,
        );
        expect({ table, rows: Number(counted.rows[0]?.n) }).toEqual({ table, rows });
      }
      expect(await checkAuditChain(database.db)).toMatchObject({ intact: true });
      for (const part of manifest.parts.filter((p) => p.path.startsWith('uploads/')))
        expect(sha256(readFileSync(path.join(uploadsDir, part.path.slice('uploads/'.length))))).toBe(
          part.sha256,
        );
      // The admin's session was in the backup: the same access token still works.
      t = await appOn(database);
      const shown = await t.app.inject({ url: `/api/organisation-videos/${videoId}`, headers: auth });
      expect(shown.statusCode).toBe(200);
      const played = await t.app.inject({ url: (shown.json() as { playback_url: string }).playback_url });
      expect(played.rawPayload.equals(video)).toBe(true);
      await t.close();

      // A database that holds data is not overwritten without --force.
      const refused = await command('restore', [backupDir], disk.env, root);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /Refusing to overwrite: the .* already hold data\. Run again with --force/,
      );

      // A damaged backup is refused before anything is touched, --force or not.
      appendFileSync(path.join(backupDir, 'uploads', videoId), 'x');
      const damaged = await command('restore', [backupDir, '--force'], disk.env, root);
      expect(damaged.code).toBe(1);
      expect(damaged.stderr).toContain(`The backup is damaged: uploads/${videoId} do not match`);
      expect(sha256(readFileSync(path.join(uploadsDir, videoId)))).toBe(sha256(video));

      // With --force an intact backup replaces a database that holds data.
      truncateSync(path.join(backupDir, 'uploads', videoId), video.length);
      const replaced = await command('restore', [backupDir, '--force'], disk.env, root);
      expect(replaced.stderr).toBe('');
      expect(replaced.code).toBe(0);
      expect(replaced.stdout).toMatch(/audit chain intact: [1-9]\d* entries/);
      await disk.close();
    },
  );
});
