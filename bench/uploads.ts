/**
 * Upload throughput: the same bytes sent over loopback to the tus endpoint in 1,000,000-byte
 * chunks (as the portal sends them) and in one PATCH, against the fair limit — one streamed HTTP
 * PUT to a bare node:http server writing to the same disk. Prints figures and the ratio; asserts
 * nothing (timings are not tests). `npm run bench` calls compareUploads against the real server.
 *
 *   node bench/uploads.ts            (SIZE_MB=500 node bench/uploads.ts for another size)
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBare, startBareTus } from './lib/processes.ts';

export const CHUNK = 1_000_000;

export interface UploadFigures {
  bytes: number;
  /** Best of the runs, ms. */
  chunkedMs: number;
  wholeMs: number;
  putMs: number;
  /**
   * The same chunks to @tus/server alone on bare node:http (bench/lib/bare-tus.ts): the ceiling
   * of the tus library on this machine, before anything of Lantern's runs.
   */
  bareTusMs: number;
}

function send(
  base: string,
  agent: http.Agent,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
) {
  const { hostname, port } = new URL(base);
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path: url, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Uploads `bytes` to the server at `base` as `authorization`, and a PUT of them to a bare server. */
export async function compareUploads(
  base: string,
  authorization: string,
  bytes: Buffer,
  runs = 3,
): Promise<UploadFigures> {
  const agent = new http.Agent({ keepAlive: true });
  const tus = { authorization, 'tus-resumable': '1.0.0' };
  /** PATCHes the bytes to an upload created at `url`, `chunk` bytes a request. */
  const patches = async (target: string, url: string, headers: Record<string, string>, chunk: number) => {
    for (let offset = 0; offset < bytes.length; offset += chunk) {
      const end = Math.min(bytes.length, offset + chunk);
      const answer = await send(
        target,
        agent,
        'PATCH',
        url,
        {
          ...headers,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(end - offset),
        },
        bytes.subarray(offset, end),
      );
      if (answer.statusCode !== 204) throw new Error(`PATCH answered ${answer.statusCode}`);
    }
  };
  let n = 0;
  const upload = async (chunk: number): Promise<number> => {
    n += 1;
    const announced = await fetch(`${base}/api/organisation-videos`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Bench ${n} ${randomBytes(4).toString('hex')}`,
        size: bytes.length,
        filetype: 'video/mp4',
      }),
    });
    if (announced.status !== 201) throw new Error(`announcing a video answered ${announced.status}`);
    const id = ((await announced.json()) as { data: { id: string } }).data.id;
    const meta = `video_id ${Buffer.from(id).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
    const started = performance.now();
    const created = await send(base, agent, 'POST', '/api/uploads', {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': meta,
    });
    await patches(base, String(created.headers.location), tus, chunk);
    return performance.now() - started;
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'lantern-bench-put-'));
  const bare = await startBare('upload', dir);
  const bareTus = await startBareTus(dir);
  const bareTusUpload = async (): Promise<number> => {
    const started = performance.now();
    const created = await send(bareTus.url, agent, 'POST', '/files', {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
    });
    if (created.statusCode !== 201)
      throw new Error(`creating a bare tus upload answered ${created.statusCode}`);
    const url = new URL(String(created.headers.location), bareTus.url).pathname;
    await patches(bareTus.url, url, { 'tus-resumable': '1.0.0' }, CHUNK);
    return performance.now() - started;
  };
  const put = async (): Promise<number> => {
    const started = performance.now();
    const answer = await send(
      bare.url,
      agent,
      'PUT',
      '/upload',
      { 'content-length': String(bytes.length) },
      bytes,
    );
    if (answer.statusCode !== 204) throw new Error(`PUT answered ${answer.statusCode}`);
    return performance.now() - started;
  };
  const best = async (f: () => Promise<number>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) times.push(await f());
    return Math.min(...times);
  };
  try {
    const putMs = await best(put);
    const chunkedMs = await best(() => upload(CHUNK));
    const wholeMs = await best(() => upload(bytes.length));
    const bareTusMs = await best(bareTusUpload);
    return { bytes: bytes.length, chunkedMs, wholeMs, putMs, bareTusMs };
  } finally {
    agent.destroy();
    await bare.stop();
    await bareTus.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { openDatabase } = await import('../server/db/client.ts');
  const { seedDemo } = await import('../server/seed.ts');
  const { createTokenIssuer } = await import('../server/auth/tokens.ts');
  const { buildApp } = await import('../server/app.ts');
  const size = Number(process.env.SIZE_MB ?? 200) * 1024 * 1024;
  const work = await mkdtemp(path.join(tmpdir(), 'lantern-bench-'));
  const database = await openDatabase({});
  const { BENCH_SECRET, staffAuthorization } = await import('./lib/staff-sign-in.ts');
  await seedDemo(database.db, { secondFactorSecret: BENCH_SECRET });
  const app = await buildApp({
    database,
    secondFactorSecret: BENCH_SECRET,
    tokens: createTokenIssuer(BENCH_SECRET, 3600),
    uploads: { dir: path.join(work, 'uploads'), maxBytes: size * 2 },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const authorization = await staffAuthorization(app, 'admin@stmarys.test');
  const figures = await compareUploads(`http://127.0.0.1:${port}`, authorization, randomBytes(size));
  const mb = size / 1024 / 1024;
  const rate = (ms: number) => `${(mb / (ms / 1000)).toFixed(0)} MB/s`;
  console.log(`${mb} MB on ${process.platform}, best of 3 runs:`);
  console.log(
    `  one streamed PUT to bare node:http    ${figures.putMs.toFixed(0).padStart(6)} ms  ${rate(figures.putMs)}`,
  );
  console.log(
    `  tus upload, 1,000,000-byte chunks    ${figures.chunkedMs.toFixed(0).padStart(6)} ms  ${rate(figures.chunkedMs)}  (ratio ${(figures.putMs / figures.chunkedMs).toFixed(2)})`,
  );
  console.log(
    `  tus upload, one PATCH                ${figures.wholeMs.toFixed(0).padStart(6)} ms  ${rate(figures.wholeMs)}  (ratio ${(figures.putMs / figures.wholeMs).toFixed(2)})`,
  );
  console.log(
    `  @tus/server alone, 1,000,000-byte chunks ${figures.bareTusMs.toFixed(0).padStart(6)} ms  ${rate(figures.bareTusMs)}  (ratio ${(figures.putMs / figures.bareTusMs).toFixed(2)})`,
  );
  await app.close();
  await database.close();
  await rm(work, { recursive: true, force: true });
}
