import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/** The file that describes a backup; written last, so a folder without it holds no finished backup. */
export const MANIFEST = 'manifest.json';

const part = z.object({ path: z.string().min(1), bytes: z.number().int().min(0), sha256: z.hash('sha256') });
export type Part = z.infer<typeof part>;

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The last schema migration applied (its tag in server/db/migrations/meta/_journal.json). */
    migration: z.string().min(1),
    file: z.string().min(1),
    /** Rows of every table, `schema.table`, as of the dump. */
    rows: z.record(z.string(), z.number().int().min(0)),
  }),
  uploads: z.object({
    /** `directory`: DATA_DIR/uploads is in the backup; `s3`: the bucket is backed up by its own versioning. */
    store: z.enum(['directory', 's3']),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  /** Every file of the backup but this one, with its size and SHA-256. */
  parts: z.array(part),
});
export type Manifest = z.infer<typeof manifestSchema>;

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under `dir` (recursively), as paths relative to it, sorted; none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A part of the backup folder `root`: its path inside the folder, size and hash. */
export async function describePart(root: string, relative: string): Promise<Part> {
  const file = path.join(root, relative);
  return {
    path: relative.split(path.sep).join('/'),
    bytes: (await stat(file)).size,
    sha256: await sha256Of(file),
  };
}

export async function readManifest(root: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(root, MANIFEST), 'utf8');
  } catch {
    throw new Error(`${path.join(root, MANIFEST)} cannot be read: ${root} holds no finished backup`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `${MANIFEST} is not a Lantern backup manifest: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** The parts whose bytes differ from the manifest (or are missing): a damaged backup. */
export async function damagedParts(root: string, manifest: Manifest): Promise<string[]> {
  const damaged: string[] = [];
  for (const expected of manifest.parts) {
    const actual = await describePart(root, expected.path).catch(() => undefined);
    if (actual?.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) damaged.push(expected.path);
  }
  return damaged;
}
