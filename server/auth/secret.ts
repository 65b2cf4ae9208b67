import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The access-token secret: JWT_SECRET when set; otherwise one generated on first start and kept
 * in the data directory (mode 600) so that sessions survive a restart. Production must set it.
 */
export async function resolveJwtSecret(options: {
  configured?: string;
  dataDir: string;
  production: boolean;
}): Promise<string> {
  if (options.configured) return options.configured;
  if (options.production) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  const file = path.join(options.dataDir, '.jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
