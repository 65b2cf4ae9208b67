/**
 * `npm run audit:check`: walks the audit log's hash chain on the server's database (the same
 * DATABASE_URL or DATA_DIR as the server) and says whether it is intact; exits 1 when it is not.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { checkAuditChain, describeCheck } from './audit/chain.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
// The whole chain is read in one go: no statement timeout for this offline check.
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.resolve(config.DATA_DIR),
  statementTimeoutMs: 0,
});
try {
  const check = await checkAuditChain(database.db);
  // The verdict is the command's output: a broken chain on stderr, an intact one on stdout.
  if (check.intact) process.stdout.write(`${describeCheck(check)}\n`);
  else console.error(describeCheck(check));
  process.exitCode = check.intact ? 0 : 1;
} finally {
  await database.close();
}
