import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { recordWebm } from '../support/video.ts';
import { apiSignIn } from '../support/second-factor.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('videos end to end', () => {
  const ctx = useServerAndBrowser();

  it('upload a real video, pause, reload, resume from the offset, set it up, publish to an area, play it', async () => {
    const { server, browser } = ctx;
    const page = await openPage(browser, server.url);
    await page.setViewportSize({ width: 1400, height: 1000 });
    await signInThroughPage(page, server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();

    // A real video: Chromium records four seconds of an animated canvas as WebM.
    await page.goto(`${server.url}/videos/uploaded`);
    const { file, bytes } = await recordWebm(page, 'ward-tour', {
      width: 640,
      height: 360,
      ms: 4000,
      squares: 40,
      side: 60,
      videoBitsPerSecond: 4_000_000,
    });
    expect(bytes).toBeGreaterThan(300_000);
    const thumbnail = path.join(tmpdir(), 'thumbnail.png');
    await writeFile(thumbnail, PNG);

    // Slow the upload so that it can be paused half way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: Math.ceil(bytes / 6),
    });

    await page.getByRole('button', { name: 'Upload videos' }).click();
    await page.getByLabel('Choose videos').setInputFiles(file);
    const progress = page.getByRole('progressbar', { name: /Upload of ward-tour/ });
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(20);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText(/Paused at \d+%/).waitFor();

    // The server kept what arrived.
    const [videoId] = await page.evaluate(async () => {
      const request = indexedDB.open('lantern', 3);
      const db = await new Promise<IDBDatabase>(
        (resolve) => (request.onsuccess = () => resolve(request.result)),
      );
      const all = db.transaction('uploads').objectStore('uploads').getAll();
      return new Promise<string[]>(
        (resolve) => (all.onsuccess = () => resolve(all.result.map((r: { video_id: string }) => r.video_id))),
      );
    });
    expect(videoId).toBeTruthy();

    // Reload: the stored upload is back, paused, and resumes from the server's offset.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.reload();
    await page.getByText(/Paused at \d+%/).waitFor();
    const offsets: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/uploads/'))
        offsets.push(Number(request.headers()['upload-offset']));
    });
    await page.getByRole('button', { name: 'Resume' }).click();
    const section = page.getByRole('region', { name: /Set up ward-tour/ });
    await section.waitFor({ timeout: 30_000 });
    expect(offsets[0]).toBeGreaterThan(0);
    expect(offsets[0]).toBeLessThan(bytes);

    // Step 3: title, thumbnail, an area, published.
    await section.getByLabel('Title').fill('Ward tour for families');
    await section.getByLabel('Choose a thumbnail').setInputFiles(thumbnail);
    await section.getByLabel('Areas').click();
    await page.getByRole('option', { name: 'Oncology ward' }).click();
    await page.keyboard.press('Escape');
    await section.getByRole('switch', { name: 'Published in the app' }).check();
    await section.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ward tour for families is saved.').waitFor();

    // In the library, published, in the area; it plays.
    const grid = page.getByRole('grid', { name: 'Uploaded' });
    const row = grid.getByRole('row', { name: /Ward tour for families/ });
    await row.waitFor();
    await row.getByText('Published').waitFor();
    await row.getByText('Oncology ward').waitFor();
    await row.getByRole('button', { name: 'Play Ward tour for families' }).click();
    const player = page.getByRole('dialog').locator('video');
    await player.waitFor();
    const played = await player.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      return { time: element.currentTime, width: element.videoWidth };
    });
    expect(played.width).toBe(640);
    expect(played.time).toBeGreaterThan(0.3);

    // The area shows it to its app users.
    // The page's tokens are out of scripts' reach: the check signs the admin in on its own.
    const signedIn = await apiSignIn<{ access_token: string; organisation: { id: string } }>(
      server.url,
      'admin@stmarys.test',
      DEMO_PASSWORD,
    );
    const auth = { authorization: `Bearer ${signedIn.access_token}` };
    const areas = (await (
      await fetch(`${server.url}/api/organisations/${signedIn.organisation.id}/areas`, { headers: auth })
    ).json()) as { id: string; name: string }[];
    const oncology = areas.find((a) => a.name === 'Oncology ward');
    const shown = await (
      await fetch(`${server.url}/api/organisation-areas/${oncology?.id}/user-videos`, { headers: auth })
    ).json();
    expect(
      shown.data.map((v: { title: string; thumbnail_url: string | null }) => [
        v.title,
        Boolean(v.thumbnail_url),
      ]),
    ).toEqual([['Ward tour for families', true]]);
  }, 120_000);
});
