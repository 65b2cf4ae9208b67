import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { VideosPage } from '../../src/features/videos/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { areaHandlers, demoAreas } from '../mocks/areas.ts';
import { areaVideoHandlers, videoHandlers } from '../mocks/videos.ts';

const meta = preview.meta({
  title: 'Screens/Videos',
  component: VideosPage,
  parameters: { route: '/videos/uploaded', path: '/videos/:type', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, videoHandlers.titleCheck),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(videoHandlers.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(videoHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No videos yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(videoHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The videos could not be loaded.',
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(videoHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Uploaded' });
    await expect(await within(grid).findByText('Meet the MRI scanner')).toBeVisible();
    await expect(within(grid).getAllByText('Draft').length).toBeGreaterThan(0);
    await expect(within(grid).getByRole('button', { name: 'Play Theatre day' })).toBeDisabled();
    await userEvent.click(within(grid).getByRole('button', { name: 'Play Meet the MRI scanner' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Meet the MRI scanner' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.querySelector('video')?.getAttribute('src')).toContain('/file?exp=');
  },
});

export const Drafts = meta.story({
  parameters: { route: '/videos/drafts' },
  beforeEach: ({ msw }) => msw.use(videoHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Drafts' });
    await expect(await within(grid).findByText('Your ward tour')).toBeVisible();
    await expect(within(grid).queryByText('Published')).toBeNull();
  },
});

export const UploadAFile = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      videoHandlers.many,
      videoHandlers.announce,
      videoHandlers.tusCreate,
      videoHandlers.tusPatch,
      videoHandlers.uploaded,
    ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload videos' }));
    await userEvent.upload(
      canvas.getByLabelText('Choose videos'),
      new File([new Uint8Array(2_500_000)], 'Going home.mp4', { type: 'video/mp4' }),
    );
    const section = within(
      await canvas.findByRole('region', { name: 'Set up Going home' }, { timeout: 10_000 }),
    );
    await expect(section.getByLabelText('Title')).toHaveValue('Going home');
    // The finished upload refreshes the library below.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(videoHandlers.many),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الفيديوهات' })).toBeVisible();
    await expect(await canvas.findByText('Meet the MRI scanner')).toBeVisible();
  },
});

export const AreaContent = meta.story({
  parameters: { route: '/videos/content' },
  beforeEach: ({ msw }) =>
    msw.use(
      areaVideoHandlers.content,
      areaVideoHandlers.include,
      areaVideoHandlers.exclude,
      areaVideoHandlers.disable,
    ),
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid', { name: 'Area content' });
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Area' })).toHaveTextContent(demoAreas[0]?.name ?? ''),
    );
    const inArea = await within(grid).findByRole('switch', { name: 'Meet the MRI scanner in the area' });
    await expect(inArea).not.toBeChecked();
    await expect(
      within(grid).getByRole('switch', { name: "Show Meet the MRI scanner to the area's families" }),
    ).toBeDisabled();
    await userEvent.click(inArea);
    await expect(await within(document.body).findByText("The area's videos were saved.")).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
});

export const SubscribedVideos = meta.story({
  parameters: { route: '/videos/subscribed-videos' },
  beforeEach: ({ msw }) => msw.use(areaVideoHandlers.subscribed),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Subscribed videos' });
    await expect(await within(grid).findByText('What happens in day surgery')).toBeVisible();
    // Drafts and videos switched off for the area are not what families see.
    await expect(within(grid).queryByText('Your ward tour')).toBeNull();
  },
});

export const SubscribedNone = meta.story({
  parameters: { route: '/videos/subscribed-videos' },
  beforeEach: ({ msw }) => msw.use(areaVideoHandlers.noneSubscribed),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The area's families see no videos yet")).toBeVisible();
  },
});

export const EditAVideo = meta.story({
  beforeEach: ({ msw }) => msw.use(videoHandlers.many, videoHandlers.save),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Uploaded' });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Edit Night sky' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Set up Night sky' }));
    await expect(dialog.getByLabelText('Title')).toHaveValue('Night sky');
    // Night sky is a draft: the form starts from the video as it is.
    await expect(dialog.getByRole('switch', { name: 'Published in the app' })).not.toBeChecked();
    await userEvent.type(dialog.getByLabelText('Title'), ' stories');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('Night sky stories is saved.')).toBeVisible();
  },
});

export const EditKeepsChangesOnEscape = meta.story({
  beforeEach: ({ msw }) => msw.use(videoHandlers.many, videoHandlers.save),
  play: async ({ canvas }) => {
    const body = within(document.body);
    const grid = await canvas.findByRole('grid', { name: 'Uploaded' });
    // Nothing changed: Cancel closes at once.
    await userEvent.click(await within(grid).findByRole('button', { name: 'Edit Night sky' }));
    let dialog = within(await body.findByRole('dialog', { name: 'Set up Night sky' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // An edit, then Esc: asked first, and keeping on editing keeps the edit.
    await userEvent.click(within(grid).getByRole('button', { name: 'Edit Night sky' }));
    dialog = within(await body.findByRole('dialog', { name: 'Set up Night sky' }));
    await userEvent.type(dialog.getByLabelText('Title'), ' stories');
    await userEvent.keyboard('{Escape}');
    const ask = within(await body.findByRole('dialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    await expect(body.getByRole('dialog', { name: 'Set up Night sky' })).toBeVisible();
    await expect(
      within(body.getByRole('dialog', { name: 'Set up Night sky' })).getByLabelText('Title'),
    ).toHaveValue('Night sky stories');
    // Discarding closes both.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await body.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.queryByText('Night sky stories is saved.')).toBeNull();
  },
});

export const SetAreasOfSeveral = meta.story({
  beforeEach: ({ msw }) => msw.use(videoHandlers.many, videoHandlers.setAreas),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Uploaded' });
    await within(grid).findByText('Meet the MRI scanner');
    const boxes = within(grid).getAllByRole('checkbox', { name: /select row/i });
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set areas' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Areas of 2 selected videos' }),
    );
    await userEvent.click(dialog.getByRole('combobox', { name: 'Areas' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Outpatients' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The areas of 2 videos were saved.')).toBeVisible();
  },
});
