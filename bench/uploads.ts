/**
 * Upload throughput: a 200 MB file sent over loopback to the tus endpoint (in 1,000,000-byte
 * chunks as the portal sends them, and in one PATCH) against a plain copy of the same bytes on
 * the same disk. Prints figures and the ratio; asserts nothing (timings are not tests).
 *
 *   node bench/uploads.ts            (SIZE_MB=500 node bench/uploads.ts for another size)
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed.ts';
import { createTokenIssuer } from '../server/auth/tokens.ts';
import { buildApp } from '../server/app.ts';

const SIZE = Number(process.env.SIZE_MB ?? 200) * 1024 * 1024;
const CHUNK = 1_000_000;
const work = await mkdtemp(path.join(tmpdir(), 'lantern-bench-'));
const source = path.join(work, 'source.bin');
const bytes = randomBytes(SIZE);
await writeFile(source, bytes);

const database = await openDatabase({});
await seedDemo(database.db);
const app = await buildApp({
  database,
  tokens: createTokenIssuer('bench-secret-that-is-at-least-32-characters', 3600),
  uploads: { dir: path.join(work, 'uploads'), maxBytes: SIZE * 2 },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'admin@stmarys.test', password: 'Lantern-demo-2026!' } });
const authorization = `Bearer ${signIn.json().access_token}`;
const agent = new http.Agent({ keepAlive: true });

function send(method: string, url: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, agent, headers: { authorization, 'tus-resumable': '1.0.0', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function upload(title: string, chunk: number): Promise<number> {
  const created = await app.inject({ method: 'POST', url: '/api/organisation-videos', headers: { authorization }, payload: { title, size: SIZE, filetype: 'video/mp4' } });
  const id = created.json().data.id as string;
  const meta = `video_id ${Buffer.from(id).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
  const started = performance.now();
  const res = await send('POST', '/api/uploads', { 'upload-length': String(SIZE), 'upload-metadata': meta });
  const url = String(res.headers.location);
  for (let offset = 0; offset < SIZE; offset += chunk) {
    const end = Math.min(SIZE, offset + chunk);
    const answer = await send('PATCH', url, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(end - offset) }, bytes.subarray(offset, end));
    if (answer.statusCode !== 204) throw new Error(`PATCH answered ${answer.statusCode}`);
  }
  const ms = performance.now() - started;
  if ((await stat(path.join(work, 'uploads', id))).size !== SIZE) throw new Error('upload incomplete');
  return ms;
}

async function copy(): Promise<number> {
  const started = performance.now();
  await copyFile(source, path.join(work, `copy-${Date.now()}.bin`));
  return performance.now() - started;
}

const mb = SIZE / 1024 / 1024;
const rate = (ms: number) => `${(mb / (ms / 1000)).toFixed(0)} MB/s`;
const best = async (f: () => Promise<number>, runs = 3) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await f());
  return Math.min(...times);
};
let n = 0;
const copyMs = await best(copy);
const chunkedMs = await best(() => upload(`Chunked ${(n += 1)}`, CHUNK));
const wholeMs = await best(() => upload(`Whole ${(n += 1)}`, SIZE));
console.log(`${mb} MB on ${process.platform}, best of 3 runs:`);
console.log(`  plain file copy (same disk)          ${copyMs.toFixed(0).padStart(6)} ms  ${rate(copyMs)}`);
console.log(`  tus upload, 1,000,000-byte chunks    ${chunkedMs.toFixed(0).padStart(6)} ms  ${rate(chunkedMs)}  (${(chunkedMs / copyMs).toFixed(1)}× the copy)`);
console.log(`  tus upload, one PATCH                ${wholeMs.toFixed(0).padStart(6)} ms  ${rate(wholeMs)}  (${(wholeMs / copyMs).toFixed(1)}× the copy)`);
await app.close();
await database.close();
await rm(work, { recursive: true, force: true });
