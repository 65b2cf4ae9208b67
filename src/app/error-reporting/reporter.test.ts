import { describe, expect, it, vi } from 'vitest';
import { createHttpReporter } from './reporter.ts';

describe('HTTP error reporter', () => {
  it('posts the error, its context and time as JSON', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    const reporter = createHttpReporter({
      url: 'https://errors.example/collect',
      fetch,
      now: () => new Date('2026-11-22T12:00:00Z'),
    });
    reporter.report(new Error('boom'), { source: 'render', path: '/app-users' });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://errors.example/collect');
    expect(init.method).toBe('POST');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      message: 'boom',
      context: { source: 'render', path: '/app-users' },
      timestamp: '2026-11-22T12:00:00.000Z',
    });
    expect(body.stack).toContain('boom');
  });

  it('swallows a failing transport', async () => {
    const fetch = vi.fn(async () => {
      throw new Error('offline');
    });
    const reporter = createHttpReporter({ url: 'https://errors.example/collect', fetch });
    expect(() => reporter.report('plain string', { source: 'promise' })).not.toThrow();
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledOnce();
  });
});
