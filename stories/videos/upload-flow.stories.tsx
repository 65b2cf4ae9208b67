import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { UploadFlow, type VideoUpload } from '../../src/features/videos/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { areaHandlers } from '../mocks/areas.ts';
import { videoHandlers } from '../mocks/videos.ts';

const upload = (over: Partial<VideoUpload>): VideoUpload => ({
  video_id: '50000000-0000-4000-8000-000000000901',
  title: 'Meet the MRI scanner',
  size: 48_000_000,
  progress: 0.42,
  paused: false,
  state: 'uploading',
  error: null,
  resumedFrom: null,
  ...over,
});

const meta = preview.meta({
  title: 'Videos/Upload flow',
  component: UploadFlow,
  parameters: { session: storedSession() },
  args: {
    uploads: [],
    onFiles: fn(async () => undefined),
    onPause: fn(),
    onResume: fn(),
    onCancel: fn(),
    onConfigured: fn(),
  },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, videoHandlers.titleCheck, videoHandlers.save),
});

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Drop video files here, or')).toBeVisible();
    await expect(canvas.getByText('Upload', { selector: '.MuiStepLabel-label' })).toBeVisible();
  },
});

export const Dragging = meta.story({
  args: { initialDragging: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Drop the files to upload them')).toBeVisible();
  },
});

export const Uploading = meta.story({
  args: {
    uploads: [
      upload({}),
      upload({ video_id: '50000000-0000-4000-8000-000000000902', title: 'Your ward tour', progress: 0.05 }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploading: 42% of 45.8 MB')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload of Meet the MRI scanner' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getAllByRole('button', { name: 'Pause' })).toHaveLength(2);
  },
});

export const Paused = meta.story({
  args: { uploads: [upload({ paused: true, state: 'paused' })] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Paused at 42%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(args.onResume).toHaveBeenCalledWith('50000000-0000-4000-8000-000000000901');
  },
});

export const Offline = meta.story({
  args: { uploads: [upload({ state: 'offline' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Offline: the upload continues when you are back online')).toBeVisible();
  },
});

export const Retrying = meta.story({
  args: { uploads: [upload({ state: 'retrying' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The connection failed: trying again…')).toBeVisible();
  },
});

export const Locked = meta.story({
  args: { uploads: [upload({ state: 'retrying', error: 'locked' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The upload is currently locked. Retry later.')).toBeVisible();
  },
});

export const Failed = meta.story({
  args: { uploads: [upload({ state: 'failed', error: 'chunk' })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to upload a chunk.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume' })).toBeVisible();
  },
});

export const ResumedAfterReload = meta.story({
  args: { uploads: [upload({ progress: 0.61, resumedFrom: 0.6 })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Uploading: 61% of 45.8 MB · resumed from 60%/)).toBeVisible();
  },
});

export const ConfigureWithTitleConflict = meta.story({
  args: { uploads: [upload({ title: 'Theatre day', progress: 1, state: 'done' })] },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Set up Theatre day' }));
    await expect(await section.findByText('Another video already has this title')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
    const title = section.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Theatre day for families');
    await waitFor(() => expect(section.queryByText('Another video already has this title')).toBeNull());
    await userEvent.click(section.getByRole('switch', { name: 'Published in the app' }));
    await expect(section.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  args: {
    uploads: [
      upload({}),
      upload({
        video_id: '50000000-0000-4000-8000-000000000903',
        paused: true,
        state: 'paused',
        title: 'جولة في الجناح',
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إيقاف مؤقت' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'استئناف' })).toBeVisible();
    // The size in Arabic: the number, then the Arabic unit (not "MB 45.8").
    await expect(canvas.getByText(/من 45\.8 م\.ب$/)).toBeVisible();
  },
});
