/**
 * The stack's floor page (bench/floor), built and served on its own port with brotli as the portal
 * serves its files, for Lighthouse to score beside the portal's pages.
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.join(import.meta.dirname, '..', 'floor');

export async function serveFloor(outDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const server = createServer((req, res) => {
    const asked = path.join(outDir, path.normalize(new URL(req.url ?? '/', 'http://floor').pathname));
    const found = asked.startsWith(outDir) && statSync(asked, { throwIfNoEntry: false })?.isFile();
    const file = found ? asked : path.join(outDir, 'index.html');
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'br', 'cache-control': 'no-cache' });
    res.end(brotliCompressSync(readFileSync(file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
