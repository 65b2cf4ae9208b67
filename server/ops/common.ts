import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { pgliteDatabase, postgresDatabase, type BackupDatabase } from './database.ts';

/** What the backup and restore commands work on: the server's own configuration (.env, DATA_DIR, DATABASE_URL). */
export interface Target {
  config: Config;
  database: BackupDatabase;
  dataDir: string;
  uploadsDir: string;
  /** Files of DATA_DIR the database needs: the generated signing secret (second-factor secrets are sealed with it) and push keys. */
  keyFiles: string[];
}

export const KEY_FILES = ['.jwt-secret', '.vapid-keys.json'];

/** A problem the operator must fix: said in one line, the command exits with `code`. */
export class OperatorError extends Error {
  readonly code: number;
  constructor(message: string, code = 1) {
    super(message);
    this.code = code;
  }
}

export function commandLine(usage: string): { dir: string; force: boolean } {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  } catch (error) {
    throw new OperatorError(`${(error as Error).message}\nusage: ${usage}`, 2);
  }
  const [dir, ...rest] = parsed.positionals;
  if (!dir || rest.length > 0) throw new OperatorError(`usage: ${usage}`, 2);
  return { dir: path.resolve(dir), force: parsed.values.force };
}

export function target(): Target {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new OperatorError(error.message, 2);
    throw error;
  }
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    config,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database: config.DATABASE_URL ? postgresDatabase(config.DATABASE_URL) : pgliteDatabase(dataDir),
    keyFiles: KEY_FILES.filter((name) => existsSync(path.join(dataDir, name))),
  };
}

/** Runs a command: an OperatorError is printed plainly with its exit code; anything else is a bug. */
export async function main(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    console.error(error.message);
    process.exitCode = error.code;
  }
}

export const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** A line of the command's report, on stdout (problems go to stderr). */
export const say = (line: string) => process.stdout.write(`${line}\n`);

/** PGlite serves one process: reading or replacing its files under a running server corrupts them. */
export function refuseWhileOpen(database: BackupDatabase, dataDir: string, force: boolean): void {
  if (database.openElsewhere() && !force)
    throw new OperatorError(
      `A server has the embedded database in ${dataDir} open (its postmaster.pid is there): stop it first. ` +
        'If none runs (it ended without closing the database), run again with --force.',
    );
}
