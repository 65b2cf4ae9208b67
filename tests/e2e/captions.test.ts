import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

const ARABIC_VTT = 'WEBVTT\n\n00:00:00.200 --> 00:00:02.800\nمرحبًا يا توبي، هذا جناح الأورام.\n';

describe('captions end to end', () => {
  const ctx = useServerAndBrowser();
  let dir: string;
  let clip: string;
  let captions: string;
  beforeAll(async () => {
    // A real three-second video (WebM, which Chromium plays), made with ffmpeg.
    dir = await mkdtemp(path.join(tmpdir(), 'lantern-captions-'));
    clip = path.join(dir, 'ward-welcome.webm');
    await promisify(execFile)('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc=duration=3:size=320x240:rate=10', '-pix_fmt', 'yuv420p'],
      ...['-c:v', 'libvpx', '-b:v', '200k', clip],
    ]);
    captions = path.join(dir, 'ward-welcome.ar.vtt');
    await writeFile(captions, ARABIC_VTT);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('an admin adds Arabic captions; a parent reading Arabic on a phone watches with them showing', async () => {
    const { server, browser } = ctx;
    const url = server.url;
    const admin = await openPage(browser, url);
    await admin.setViewportSize({ width: 1400, height: 1000 });
    await signInThroughPage(admin, url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: /Welcome/ }).waitFor();

    // Upload, set up in Tobi's ward, published.
    await admin.goto(`${url}/videos/uploaded`);
    await admin.getByRole('button', { name: 'Upload videos' }).click();
    await admin.getByLabel('Choose videos').setInputFiles(clip);
    const section = admin.getByRole('region', { name: /Set up ward-welcome/ });
    await section.waitFor({ timeout: 30_000 });
    await section.getByLabel('Title').fill('Welcome to the ward');
    await section.getByLabel('Areas').click();
    await admin.getByRole('option', { name: 'Oncology ward' }).click();
    await admin.keyboard.press('Escape');
    await section.getByRole('switch', { name: 'Published in the app' }).check();
    await section.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Welcome to the ward is saved.').waitFor();

    // The caption editor, from the library: an Arabic .vtt file.
    const row = admin
      .getByRole('grid', { name: 'Uploaded' })
      .getByRole('row', { name: /Welcome to the ward/ });
    await row.getByRole('button', { name: 'Captions of Welcome to the ward' }).click();
    const editor = admin.getByRole('dialog');
    await editor.getByLabel('Upload Arabic captions (.vtt)').setInputFiles(captions);
    await admin.getByText('The Arabic captions were saved.').waitFor();
    await admin.context().close();

    // Grace, in Arabic, on a phone.
    const guardian = await openPage(browser, url);
    await guardian.setViewportSize({ width: 390, height: 844 });
    await signInThroughPage(guardian, url, 'guardian@stmarys.test');
    await guardian.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await guardian.context().addCookies([{ name: 'language', value: 'ar', url }]);
    await guardian.goto(`${url}/family-videos`);
    await guardian.getByRole('heading', { name: 'الفيديوهات', level: 1 }).waitFor();
    expect(await guardian.locator('html').getAttribute('dir')).toBe('rtl');
    await guardian.getByRole('button', { name: 'تشغيل Welcome to the ward' }).click();
    const player = guardian.getByRole('dialog').locator('video');
    await player.waitFor();
    const watched = await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const tracks = [...video.textTracks].map((t) => ({ language: t.language, mode: t.mode }));
      const cue = video.textTracks[0]?.activeCues?.[0] as VTTCue | undefined;
      return { time: video.currentTime, tracks, cue: cue?.text ?? null };
    });
    expect(watched.time).toBeGreaterThan(0.3);
    expect(watched.tracks).toEqual([{ language: 'ar', mode: 'showing' }]);
    expect(watched.cue).toBe('مرحبًا يا توبي، هذا جناح الأورام.');
    await guardian.context().close();
  }, 120_000);
});
