import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

// The built portal runs under its strict Content-Security-Policy: nothing it needs is blocked by it.
describe('the built portal under its security headers', () => {
  const ctx = useServerAndBrowser();

  it('signs in and opens screens with no Content-Security-Policy violation', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const first = await page.goto(`${ctx.server.url}/login`);
    expect(first?.headers()['content-security-policy']).toContain("default-src 'self'");
    await signInThroughPage(page, ctx.server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    for (const path of ['/app-users', '/videos', '/account']) {
      await page.goto(`${ctx.server.url}${path}`);
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    }
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
