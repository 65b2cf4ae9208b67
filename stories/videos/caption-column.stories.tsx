import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { VideosPage } from '../../src/features/videos/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { areaHandlers } from '../mocks/areas.ts';
import { captionHandlers } from '../mocks/captions.ts';
import { videoHandlers } from '../mocks/videos.ts';
import { answer } from '../mocks/endpoint.ts';
import { videosEndpoints } from '../../src/api/contracts/index.ts';
import { videosCaptionsEndpoints } from '../../src/api/contracts/captions.ts';

/** The library's Captions column: which languages each video has captions in. */
const meta = preview.meta({
  title: 'Screens/Videos/Captions column',
  component: VideosPage,
  parameters: { route: '/videos/uploaded', path: '/videos/:type', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, videoHandlers.titleCheck, videoHandlers.many),
});

const REQUIRE = "Publish a video only when it has captions in the organisation's language";

const rowOf = async (grid: HTMLElement, title: string) => {
  const cell = await within(grid).findByText(title);
  return within(cell.closest('[role="row"]') as HTMLElement);
};

export const English = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.englishAndArabic),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Uploaded' });
    await expect(within(grid).getByRole('columnheader', { name: 'Captions' })).toBeVisible();
    const mri = await rowOf(grid, 'Meet the MRI scanner');
    await expect(mri.getByText('EN')).toBeVisible();
    await expect(mri.getByText('AR')).toBeVisible();
    await expect(mri.queryByText('ES')).toBeNull();
    await expect(mri.getByText('Captions in English and Arabic')).toBeInTheDocument();
    await expect((await rowOf(grid, 'Your ward tour')).getByText('No captions')).toBeInTheDocument();
    // The row's Captions action opens the editor of that video.
    await userEvent.click(mri.getByRole('button', { name: 'Captions of Meet the MRI scanner' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Captions: Meet the MRI scanner' }),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await expect(within(grid).getByRole('columnheader', { name: 'الترجمة النصية' })).toBeVisible();
    const mri = await rowOf(grid, 'Meet the MRI scanner');
    await expect(mri.getByText('AR')).toBeVisible();
    await expect(mri.getByText('ترجمة نصية باللغات: الإنجليزية والعربية')).toBeInTheDocument();
    const bubbles = await rowOf(grid, 'Bubble breathing');
    await expect(bubbles.getByText('ES')).toBeVisible();
  },
});

/** An organisation that requires captions refuses to publish a video without them: said in plain words. */
export const PublishWithoutCaptions = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(videosEndpoints.update, () =>
        HttpResponse.json(
          {
            status: 409,
            code: 'CaptionsRequired',
            message: 'Add English captions before publishing',
            field: 'published',
          },
          { status: 409 },
        ),
      ),
    ),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Uploaded' });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Edit Night sky' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Set up Night sky' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'Published in the app' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await within(document.body).findByText(
        "Add captions in your organisation's language before publishing this video. Nothing was saved.",
      ),
    ).toBeVisible();
  },
});

/** The organisation admin turns on "captions before publishing" from the library itself. */
export const RequireCaptions = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(videosCaptionsEndpoints.settings, async ({ request }) =>
        HttpResponse.json((await request.json()) as { require_captions: boolean }),
      ),
    ),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: REQUIRE });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Until then, the video stays a draft.');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
  },
});

/** A refused change leaves the switch where it was and says so. */
export const RequireCaptionsFails = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(videosCaptionsEndpoints.settings, () =>
        HttpResponse.json(
          { status: 503, code: 'ServiceUnavailable', message: 'Try again in a moment.' },
          { status: 503 },
        ),
      ),
    ),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: REQUIRE });
    await userEvent.click(toggle);
    await expect(await canvas.findByText('The setting could not be saved. Try again.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
  },
});
