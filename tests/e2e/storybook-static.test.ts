import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/portal.ts';

// The published Storybook (npm run build-storybook), served by Lantern under /storybook/: its
// manager answers, MSW's worker registers beside the story's page, and the story shows its mocked data.
describe('the static Storybook at /storybook/', () => {
  const ctx = useServerAndBrowser({ STORYBOOK_DIR: path.resolve('storybook-static') });

  it('shows a screen with the data its story mocks, answered by the worker beside the build', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Failed to register/i.test(message.text())) violations.push(message.text());
    });
    const manager = await page.goto(`${ctx.server.url}/storybook/`);
    expect(manager?.status()).toBe(200);
    expect(await manager?.text()).toContain('<title>');
    const profile = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/users/profile',
    );
    // The story's own page, as the manager frames it and as a shared link opens it.
    await page.goto(
      `${ctx.server.url}/storybook/iframe.html?id=screens-account-overview--admin&viewMode=story`,
    );
    await page.getByText('Organisation admin').waitFor();
    expect(await page.getByText('admin@stmarys.test').isVisible()).toBe(true);
    // The profile came from the story's handler, not from the server behind it.
    expect((await profile).fromServiceWorker()).toBe(true);
    const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(worker).toBe(`${ctx.server.url}/storybook/mockServiceWorker.js`);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
