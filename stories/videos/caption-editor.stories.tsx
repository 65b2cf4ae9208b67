import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { CaptionEditor } from '../../src/features/videos/components/caption-editor.tsx';
import { storedSession } from '../mocks/fixtures.ts';
import { captionedVideo, captionHandlers, captionRequests } from '../mocks/captions.ts';

const body = within(document.body);
const dialog = async (name = 'Captions: Meet the MRI scanner') =>
  within(await body.findByRole('dialog', { name }));
const lastPut = () => captionRequests.filter((r) => r.method === 'PUT').at(-1);

/** The caption editor of "Meet the MRI scanner": a .vtt file per language, English beside a translation. */
const meta = preview.meta({
  title: 'Videos/Caption editor',
  component: CaptionEditor,
  parameters: { session: storedSession() },
  args: { video: { id: captionedVideo.id, title: captionedVideo.title }, onClose: fn() },
  beforeEach: () => {
    captionRequests.length = 0;
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.pending),
  play: async () => {
    const editor = await dialog();
    await expect(editor.getByRole('status', { name: 'Loading the captions…' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.none),
  play: async () => {
    const editor = await dialog();
    await expect(await editor.findAllByText('No captions')).toHaveLength(3);
    await expect(editor.getByText('No Arabic captions yet')).toBeVisible();
    // Nothing to start a translation from, and nothing to save.
    await expect(editor.queryByRole('button', { name: 'Start from English' })).toBeNull();
    await expect(editor.getByRole('button', { name: 'Save the Arabic captions' })).toBeDisabled();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.fails),
  play: async () => {
    const editor = await dialog();
    await expect(await editor.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The captions could not be loaded.',
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.englishAndArabic, captionHandlers.save),
  play: async () => {
    const editor = await dialog();
    await expect(await editor.findByText('It makes loud knocking sounds.')).toBeVisible();
    const cue = editor.getByRole('textbox', { name: 'Arabic cue 2 (00:05.0 – 00:08.2)' });
    // Arabic runs right to left even in an English interface.
    await expect(cue).toHaveAttribute('dir', 'rtl');
    await expect(cue).toHaveAttribute('lang', 'ar');
    await expect(cue).toHaveValue('يصدر أصوات طرق عالية.');
    await expect(editor.getByText('01:02.0 – 01:05.7')).toBeVisible();
    await userEvent.clear(cue);
    await userEvent.type(cue, 'يصدر الجهاز أصواتًا عالية.');
    await userEvent.click(editor.getByRole('button', { name: 'Save the Arabic captions' }));
    await expect(await body.findByText('The Arabic captions were saved.')).toBeVisible();
    await expect(lastPut()?.language).toBe('ar');
    await expect(lastPut()?.vtt).toBe(
      'WEBVTT\n\n00:01.000 --> 00:04.500\nمرحبًا! هذا جهاز الرنين المغناطيسي.\n\n' +
        '00:05.000 --> 00:08.250\nيصدر الجهاز أصواتًا عالية.\n\n' +
        '01:02.000 --> 01:05.700\nيمكنك الاستماع إلى الموسيقى في الداخل.\n\n',
    );
  },
});

export const StartFromEnglish = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.englishAndArabic, captionHandlers.save),
  play: async () => {
    const editor = await dialog();
    await userEvent.click(await editor.findByRole('button', { name: 'Spanish' }));
    await expect(await editor.findByText('No Spanish captions yet')).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Start from English' }));
    const first = await editor.findByRole('textbox', { name: 'Spanish cue 1 (00:01.0 – 00:04.5)' });
    await expect(first).toHaveValue('');
    await expect(first).toHaveAttribute('dir', 'ltr');
    await userEvent.type(first, '¡Hola! Este es el escáner de resonancia.');
    await userEvent.click(editor.getByRole('button', { name: 'Save the Spanish captions' }));
    await expect(await body.findByText('The Spanish captions were saved.')).toBeVisible();
    await expect(lastPut()?.vtt).toBe(
      'WEBVTT\n\n00:01.000 --> 00:04.500\n¡Hola! Este es el escáner de resonancia.\n\n' +
        '00:05.000 --> 00:08.250\n\n\n01:02.000 --> 01:05.700\n\n\n',
    );
  },
});

/** The server refuses the edited track: the cue is named, and the edit is still there to fix. */
export const SaveRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.englishAndArabic, captionHandlers.refuse),
  play: async () => {
    const editor = await dialog();
    const cue = await editor.findByRole('textbox', { name: 'Arabic cue 2 (00:05.0 – 00:08.2)' });
    await userEvent.type(cue, ' جدًا');
    await userEvent.click(editor.getByRole('button', { name: 'Save the Arabic captions' }));
    const alert = await editor.findByRole('alert');
    await expect(alert).toHaveTextContent('The Arabic captions were not saved');
    await expect(alert).toHaveTextContent(
      'Cue 2 (line 7 of the file): this cue ends at 00:08.250, after the video ends (00:07.000)',
    );
    await expect(cue).toHaveValue('يصدر أصوات طرق عالية. جدًا');
    await expect(cue).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(cue).toHaveFocus());
  },
});

export const UploadRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.englishAndArabic, captionHandlers.notVtt),
  play: async () => {
    const editor = await dialog();
    await userEvent.upload(
      await editor.findByLabelText('Upload Spanish captions (.vtt)'),
      new File(['Hola'], 'hola.vtt', { type: 'text/vtt' }),
    );
    await expect(await editor.findByRole('alert')).toHaveTextContent(
      'Line 1 of the file: the file does not start with WEBVTT, so it is not a WebVTT caption file',
    );
    await expect(captionRequests).toEqual([{ method: 'PUT', language: 'es' }]);
  },
});

export const DeleteATrack = meta.story({
  beforeEach: ({ msw }) => msw.use(...captionHandlers.englishAndArabic, captionHandlers.remove),
  play: async () => {
    const editor = await dialog();
    await userEvent.click(await editor.findByRole('button', { name: 'Delete the Arabic captions' }));
    const confirm = within(await body.findByRole('dialog', { name: 'Delete the Arabic captions?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('The Arabic captions were deleted.')).toBeVisible();
    await expect(captionRequests).toEqual([{ method: 'DELETE', language: 'ar' }]);
  },
});

export const ArabicInterface = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(...captionHandlers.englishAndArabic),
  play: async () => {
    const editor = await dialog('الترجمة النصية: Meet the MRI scanner');
    // The English column stays left to right inside the Arabic page.
    const english = await editor.findByText('It makes loud knocking sounds.');
    await expect(english).toHaveAttribute('dir', 'ltr');
    await expect(english).toHaveAttribute('lang', 'en');
    await userEvent.click(editor.getByRole('button', { name: 'الإسبانية' }));
    await expect(await editor.findByRole('button', { name: 'البدء من الإنجليزية' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(...captionHandlers.englishAndArabic),
  play: async () => {
    const editor = await dialog();
    const cue = await editor.findByRole('textbox', { name: 'Arabic cue 1 (00:01.0 – 00:04.5)' });
    await expect(cue).toBeVisible();
    // The dialog takes the whole phone and nothing runs off its side.
    const paper = body.getByRole('dialog', { name: 'Captions: Meet the MRI scanner' });
    await expect(paper.scrollWidth).toBeLessThanOrEqual(paper.clientWidth);
    await expect(editor.getByRole('button', { name: 'Save the Arabic captions' })).toBeVisible();
  },
});
