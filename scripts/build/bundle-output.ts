/**
 * A Vite plugin for the production build:
 * - writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file, so that the
 *   server sends them as they are (@fastify/static `preCompressed`) at the strongest levels,
 *   too slow to use on each request;
 * - writes `dist/.vite/bundle-stats.json`: every JavaScript chunk with its size raw and as
 *   sent (brotli, gzip), the chunks it imports, and the bytes of each module inside it. The
 *   bundle budget test and `npm run bench` read it, so that a chunk over budget names the
 *   modules that grew.
 *
 * The sizes in the stats are measured with every content hash in a file name (`Modal-dS_F-NAS.js`)
 * written as the same eight characters. The hashes are random to brotli: the same sources with
 * one changed file elsewhere renamed 60 chunks and moved /login's first visit by 0.19 kB. Measured
 * steady, a size moves only when the code it holds moves, which a ratchet needs.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ChunkStats {
  file: string;
  /** Rollup's chunk name: the feature folder of a lazy screen, "index" for the entry. */
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module a lazy screen imports (src/features/auth/index.ts), or null. */
  facadeModule: string | null;
  size: number;
  gzip: number;
  brotli: number;
  imports: string[];
  dynamicImports: string[];
  /** Rendered bytes (before minification) of each module, biggest first. */
  modules: { id: string; size: number }[];
}

export interface BundleStats {
  chunks: ChunkStats[];
}

export const STATS_FILE = '.vite/bundle-stats.json';

/** Source maps are for developers' tools, not downloaded by visitors: not worth compressing. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves nothing worth a second file. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const squeeze = (bytes: Buffer) =>
  Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gz(bytes, { level: 9 }),
  ]);

/**
 * Writes the file's `.br` and `.gz` copies and returns its sizes. With `steady`, the sizes
 * returned are those of the file as `steady` rewrites it (its hashed names made the same), while
 * the copies written are of the file as it is.
 */
export async function compress(
  file: string,
  steady?: (text: string) => string,
): Promise<{ size: number; brotli: number; gzip: number }> {
  const bytes = await readFile(file);
  const [br, gzipped] = await squeeze(bytes);
  // A file too small to be worth it is served as it is: its size on the wire is its own.
  if (bytes.length < MIN_BYTES) return { size: bytes.length, brotli: bytes.length, gzip: bytes.length };
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  if (!steady) return { size: bytes.length, brotli: br.length, gzip: gzipped.length };
  const [steadyBr, steadyGz] = await squeeze(Buffer.from(steady(bytes.toString('utf8'))));
  return { size: bytes.length, brotli: steadyBr.length, gzip: steadyGz.length };
}

/** The hash Rollup puts at the end of an output's name: eight URL-safe base64 characters. */
const HASHED = /^(.*-)[A-Za-z0-9_-]{8}(\.[a-z]+)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rewrites every hashed output name in a text with the same eight characters in place of its hash. */
export function steadyNames(fileNames: string[]): (text: string) => string {
  const hashed = fileNames.map((f) => path.posix.basename(f)).filter((name) => HASHED.test(name));
  if (!hashed.length) return (text) => text;
  const any = new RegExp(hashed.map(escape).join('|'), 'g');
  return (text) => text.replace(any, (name) => name.replace(HASHED, '$1________$2'));
}

export function bundleOutput(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  const relative = (id: string) => path.relative(root, id.replace(/\0/g, '')).split(path.sep).join('/');
  return {
    name: 'lantern-bundle-output',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks: ChunkStats[] = [];
      const files = Object.keys(bundle).filter(
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'),
      );
      const steady = steadyNames(Object.keys(bundle));
      const sizes = new Map(
        await Promise.all(
          files.map(async (file) => {
            const chunk = bundle[file]?.type === 'chunk';
            return [file, await compress(path.join(outDir, file), chunk ? steady : undefined)] as const;
          }),
        ),
      );
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const size = sizes.get(output.fileName);
        if (!size) continue;
        chunks.push({
          file: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModule: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          ...size,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .map(([id, info]) => ({ id: relative(id), size: info.renderedLength }))
            .filter((m) => m.size > 0)
            .sort((a, b) => b.size - a.size),
        });
      }
      chunks.sort((a, b) => a.file.localeCompare(b.file));
      await writeFile(path.join(outDir, STATS_FILE), `${JSON.stringify({ chunks }, null, 1)}\n`);
    },
  };
}
