import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';

/** The server's identity to push services (RFC 8292): the key pair and a contact address. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:no-reply@lantern.test';

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; otherwise a pair generated on first
 * start and kept in the data directory (mode 600), so that every device's subscription stays valid
 * across restarts (a new pair would silence them all).
 */
export async function resolveVapidKeys(options: {
  publicKey?: string;
  privateKey?: string;
  subject?: string;
  dataDir: string;
}): Promise<VapidKeys> {
  const subject = options.subject ?? DEFAULT_SUBJECT;
  if (options.publicKey && options.privateKey)
    return { publicKey: options.publicKey, privateKey: options.privateKey, subject };
  const file = path.join(options.dataDir, '.vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(await readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  }
  await mkdir(options.dataDir, { recursive: true });
  const pair = webpush.generateVAPIDKeys();
  await writeFile(file, JSON.stringify(pair), { mode: 0o600 });
  return { ...pair, subject };
}

/** A pair for a process that keeps nothing (tests, benchmarks). */
export const ephemeralVapidKeys = (): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject: DEFAULT_SUBJECT,
});
