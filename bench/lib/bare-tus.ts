/**
 * The ceiling for a tus upload on this machine: @tus/server with its FileStore — the library the
 * server uses — mounted on bare node:http at /files, with nothing else (no Fastify, no sign-in, no
 * organisation or video checks, no database). Started by `startBareTus`
 * (bench/lib/processes.ts) with PORT and DIR.
 */
import http from 'node:http';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

const tus = new Server({ path: '/files', datastore: new FileStore({ directory: String(process.env.DIR) }) });
http
  .createServer((request, response) => void tus.handle(request, response))
  .listen(Number(process.env.PORT), '127.0.0.1');
