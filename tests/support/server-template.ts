import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_TEMPLATE_ENV, startServer } from './server.ts';

/**
 * Global setup of the e2e project: the real server starts once on an empty data directory, migrates
 * and loads the demo data set (with its ninety days of app activity), and stops cleanly; that
 * directory is the template. A development start of a test file copies it instead of seeding
 * again: seeding takes ~15 s on a quiet machine and a minute under load, and the suite starts the
 * server about twenty times. Built from this checkout on every run, so never stale; data dated
 * relative to now is as old as the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lantern-e2e-template-'));
  const server = await startServer({}, { dataDir: dir });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template server stopped with ${code}:\n${server.output()}`);
  process.env[SERVER_TEMPLATE_ENV] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
