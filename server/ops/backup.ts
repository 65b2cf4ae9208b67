/**
 * `npm run backup -- <dir>`: the database (PGlite's data directory dump, or `pg_dump -Fc` of
 * DATABASE_URL), the uploads of DATA_DIR/uploads and the keys the database needs, copied into an
 * empty folder with manifest.json (when, what, row counts, files, SHA-256 of every part) written last.
 * The embedded database is read from its files: stop the server first (refused while its
 * postmaster.pid is there, unless --force). PostgreSQL is dumped while it runs.
 */
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commandLine, main, OperatorError, refuseWhileOpen, say, seconds, target } from './common.ts';
import { describePart, filesUnder, MANIFEST, type Manifest, type Part } from './manifest.ts';

await main(async () => {
  const started = performance.now();
  const { dir, force } = commandLine('npm run backup -- <dir> [--force]');
  const { config, database, uploadsDir, dataDir, keyFiles } = target();
  refuseWhileOpen(database, dataDir, force);
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0)
    throw new OperatorError(`${dir} is not empty: a backup goes into a new or empty folder`);
  await mkdir(dir, { recursive: true });

  const { rows, migration } = await database.dump(path.join(dir, database.file)).catch((error: unknown) => {
    throw new OperatorError(`Cannot back up the ${database.kind} database: ${(error as Error).message}`);
  });
  const parts: Part[] = [await describePart(dir, database.file)];

  const s3 = Boolean(config.S3_BUCKET);
  let files = 0;
  let bytes = 0;
  if (!s3)
    for (const file of await filesUnder(uploadsDir)) {
      const copy = path.join('uploads', file);
      await mkdir(path.dirname(path.join(dir, copy)), { recursive: true });
      await copyFile(path.join(uploadsDir, file), path.join(dir, copy));
      const described = await describePart(dir, copy);
      parts.push(described);
      files += 1;
      bytes += described.bytes;
    }
  for (const name of keyFiles) {
    await mkdir(path.join(dir, 'keys'), { recursive: true });
    await copyFile(path.join(dataDir, name), path.join(dir, 'keys', name));
    parts.push(await describePart(dir, path.join('keys', name)));
  }

  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { kind: database.kind, migration, file: database.file, rows },
    uploads: { store: s3 ? 's3' : 'directory', files, bytes },
    parts,
  };
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  const size = (await stat(path.join(dir, database.file))).size;
  say(`backup written to ${dir} in ${seconds(started)} s`);
  say(
    `  database: ${database.kind}, migration ${migration}, ${Object.keys(rows).length} tables, ${total} rows, ${size} bytes`,
  );
  say(
    s3
      ? `  uploads: in the S3 bucket ${config.S3_BUCKET}, not copied (its own versioning or replication is their backup)`
      : `  uploads: ${files} files, ${bytes} bytes`,
  );
  if (keyFiles.length > 0) say(`  keys: ${keyFiles.join(', ')} (keep this backup as secret as the database)`);
});
