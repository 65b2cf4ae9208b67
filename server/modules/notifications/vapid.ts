import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
 * across restarts (a new pair would silence them all). Servers starting at once on one data directory
 * keep one pair: each writes its own beside the file and links it into place, which only the first
 * does; the others read that one.
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
  const kept = async (): Promise<VapidKeys> => {
    const { publicKey, privateKey } = JSON.parse(await readFile(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey, privateKey, subject };
  };
  try {
    return await kept();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  const pair = webpush.generateVAPIDKeys();
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, JSON.stringify(pair), { mode: 0o600 });
  try {
    await link(draft, file);
    return { ...pair, subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return await kept();
  } finally {
    await rm(draft, { force: true });
  }
}

/** A pair for a process that keeps nothing (tests, benchmarks). */
export const ephemeralVapidKeys = (): VapidKeys => ({
  ...webpush.generateVAPIDKeys(),
  subject: DEFAULT_SUBJECT,
});
