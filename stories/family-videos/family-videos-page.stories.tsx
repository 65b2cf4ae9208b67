import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FamilyVideosPage } from '../../src/features/videos/index.ts';
import { familyVideoHandlers as h } from '../mocks/family-videos.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

/** /family-videos: what a guardian's areas show, as cards; one plays with its captions. */
const meta = preview.meta({
  title: 'Screens/Videos/Family',
  component: FamilyVideosPage,
  parameters: { route: '/family-videos', path: '/family-videos', session: storedSession(fixtures.guardian) },
});

/** The player opens in a dialog, outside the story's root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No videos yet')).toBeVisible();
    await expect(canvas.getByText(/when your hospital shares them/)).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'Videos could not be loaded',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** A page of cards; the MRI video plays with its English captions shown by default. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.many),
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('button', { name: 'Play Meet the MRI scanner' });
    const item = card.closest('li') as HTMLElement;
    await expect(within(item).getByText('Captions in English and Arabic')).toBeInTheDocument();
    await expect(within(item).getByText('AR')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages of videos' })).toBeVisible();
    await userEvent.click(card);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Meet the MRI scanner' });
    const video = await waitFor(() => {
      const found = dialog.querySelector('video');
      expect(found).not.toBeNull();
      return found as HTMLVideoElement;
    });
    const tracks = [...video.querySelectorAll('track')];
    await expect(tracks.map((t) => [t.srclang, t.default])).toEqual([
      ['en', true],
      ['ar', false],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
});

/** Arabic: right to left, and the Arabic captions are the ones shown by default. */
export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(...h.many),
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { name: 'الفيديوهات', level: 1 });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await userEvent.click(await canvas.findByRole('button', { name: 'تشغيل Meet the MRI scanner' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    const video = await waitFor(() => {
      const found = dialog.querySelector('video');
      expect(found).not.toBeNull();
      return found as HTMLVideoElement;
    });
    const arabic = video.querySelector('track[srclang="ar"]') as HTMLTrackElement;
    await expect(arabic.default).toBe(true);
    await expect(arabic.label).toBe('العربية');
    await expect(video.querySelector('track[srclang="en"]')).not.toHaveAttribute('default');
  },
});

/** A phone: one card a row, nothing wider than the screen; the player fills the screen. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(...h.many),
  play: async ({ canvas, canvasElement }) => {
    const card = await canvas.findByRole('button', { name: 'Play Meet the MRI scanner' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.click(card);
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('video')).toHaveAttribute('playsinline'));
  },
});
