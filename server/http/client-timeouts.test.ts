import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../test/harness.ts';
import { CLIENT_TIMEOUTS } from './client-timeouts.ts';

/** Shortened deadlines: the test proves the server closes slow sockets itself, not how long a minute is. */
const SHORT = { headersMs: 600, requestMs: 1_200, idleMs: 900, keepAliveMs: 300, checkEveryMs: 100 };

/** Resolves once the server has closed the socket (or rejects when it has not within `ms`). */
const closedWithin = (socket: Socket, ms: number) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

describe.each(databaseTargets.slice(0, 1))('slow clients on $name', (target) => {
  let t: TestApp;
  let port: number;
  const open: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp(target, { clientTimeouts: SHORT });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await t.close();
  });
  const socket = () => {
    const s = connect(port, '127.0.0.1');
    s.on('error', () => undefined);
    // Read what the server says (a 408), so that its closing reaches us.
    s.resume();
    open.push(s);
    return s;
  };

  it('the default deadlines close any slow client within 60 s', () => {
    expect(CLIENT_TIMEOUTS.requestMs + CLIENT_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(60_000);
    expect(CLIENT_TIMEOUTS.headersMs).toBeLessThanOrEqual(CLIENT_TIMEOUTS.requestMs);
    expect(CLIENT_TIMEOUTS.idleMs).toBeLessThanOrEqual(60_000);
  });

  it('closes many sockets that send nothing, one that trickles its headers and one that trickles its body', async () => {
    const silent = Array.from({ length: 50 }, socket);
    const headers = socket();
    const body = socket();
    headers.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    body.write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    // A byte now and then keeps the idle timer from firing: the header and request deadlines must.
    const trickle = setInterval(() => {
      if (!headers.destroyed) headers.write('X');
      if (!body.destroyed) body.write(' ');
    }, 200);
    try {
      await Promise.all([...silent, headers, body].map((s) => closedWithin(s, 10_000)));
    } finally {
      clearInterval(trickle);
    }
    // The server still answers a client that does not dawdle.
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
