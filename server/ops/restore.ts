/**
 * `npm run restore -- <dir> [--force]`: checks every part of the backup against its manifest's
 * SHA-256, refuses to overwrite a database or uploads that hold data unless --force, loads the
 * database and the uploads, then walks the audit chain and compares every table's rows with the
 * manifest. Exits 1 when anything does not match. Stop the servers and workers first.
 */
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describeCheck } from '../audit/chain.ts';
import { commandLine, main, OperatorError, refuseWhileOpen, say, seconds, target } from './common.ts';
import { knownMigrations } from './database.ts';
import { damagedParts, readManifest } from './manifest.ts';

await main(async () => {
  const started = performance.now();
  const { dir, force } = commandLine('npm run restore -- <dir> [--force]');
  const manifest = await readManifest(dir).catch((error: unknown) => {
    throw new OperatorError((error as Error).message, 2);
  });
  const { database, uploadsDir, dataDir } = target();
  refuseWhileOpen(database, dataDir, force);

  const damaged = await damagedParts(dir, manifest);
  if (damaged.length > 0)
    throw new OperatorError(
      `The backup is damaged: ${damaged.join(', ')} do not match the manifest's SHA-256. Nothing was restored.`,
    );
  if (manifest.database.kind !== database.kind)
    throw new OperatorError(
      `The backup holds a ${manifest.database.kind} database and this server is configured for ${database.kind} (DATABASE_URL): nothing was restored.`,
    );
  if (![...(await knownMigrations()).values()].includes(manifest.database.migration))
    throw new OperatorError(
      `The backup's schema (migration ${manifest.database.migration}) is newer than this version of Lantern: restore it with the version that made it. Nothing was restored.`,
    );

  const uploadsHeld = (await readdir(uploadsDir).catch(() => [])).length > 0;
  const databaseHeld = await database.holdsData();
  if ((databaseHeld || uploadsHeld) && !force)
    throw new OperatorError(
      `Refusing to overwrite: the ${[databaseHeld && `${database.kind} database`, uploadsHeld && uploadsDir].filter(Boolean).join(' and ')} already hold data. Run again with --force to replace it with the backup of ${manifest.createdAt}.`,
    );

  await database.restore(path.join(dir, manifest.database.file)).catch((error: unknown) => {
    throw new OperatorError(`Cannot restore the ${database.kind} database: ${(error as Error).message}`);
  });
  if (manifest.uploads.store === 'directory') await rm(uploadsDir, { recursive: true, force: true });
  for (const part of manifest.parts) {
    const [folder, ...rest] = part.path.split('/');
    const destination =
      folder === 'uploads'
        ? path.join(uploadsDir, ...rest)
        : folder === 'keys'
          ? path.join(dataDir, ...rest)
          : undefined;
    if (!destination) continue;
    await mkdir(path.dirname(destination), { recursive: true });
    await copyFile(path.join(dir, part.path), destination);
  }

  const { rows, chain } = await database.inspect();
  const tables = Object.keys({ ...manifest.database.rows, ...rows }).sort();
  const differ = tables.filter((t) => rows[t] !== manifest.database.rows[t]);
  say(`restored ${dir} (backup of ${manifest.createdAt}) in ${seconds(started)} s`);
  for (const table of tables)
    say(
      `  ${table}: ${rows[table] ?? 'missing'}${differ.includes(table) ? ` (backup: ${manifest.database.rows[table] ?? 'missing'})` : ''}`,
    );
  say(`  uploads: ${manifest.uploads.files} files, ${manifest.uploads.bytes} bytes`);
  say(`  ${describeCheck(chain)}`);
  if (differ.length > 0)
    throw new OperatorError(`Row counts differ from the backup's in ${differ.join(', ')}`);
  if (!chain.intact) throw new OperatorError('The restored audit chain is broken (see above)');
});
