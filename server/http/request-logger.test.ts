import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging.ts';
import { deferredChildLogger } from './request-logger.ts';

/** A server with the deferred request logger, its log lines, and how many children its requests made. */
async function server(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const l of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const logger = createLogger(level, stream);
  let children = 0;
  const child = logger.child.bind(logger);
  logger.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof logger.child;
  const app = Fastify({ loggerInstance: logger, childLoggerFactory: deferredChildLogger });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/warns', async (request) => {
    request.log.warn({ body: { password: 'secret' } }, 'something odd');
    return { ok: true };
  });
  await app.ready();
  // Fastify's own children made at start-up are not the requests'.
  const atStart = children;
  return { app, lines, children: () => children - atStart };
}

describe('the request logger', () => {
  it('makes no child logger for a request that writes no line', async () => {
    const s = await server('warn');
    expect((await s.app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(s.children()).toBe(0);
    expect(s.lines).toEqual([]);
  });

  it("writes a request's line with its request id, redacted, from one child", async () => {
    const s = await server('warn');
    await s.app.inject({ url: '/warns' });
    expect(s.children()).toBe(1);
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]).toMatchObject({
      msg: 'something odd',
      reqId: expect.any(String),
      body: { password: '[redacted]' },
    });
  });

  it('still writes the request lines at info', async () => {
    const s = await server('info');
    await s.app.inject({ url: '/quiet' });
    const messages = s.lines.map((l) => l.msg);
    expect(messages).toEqual(['incoming request', 'request completed']);
    expect(new Set(s.lines.map((l) => l.reqId)).size).toBe(1);
  });
});
