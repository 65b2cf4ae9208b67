import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AreaDetailPage } from '../../src/features/areas/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { areaHandlers, demoArea } from '../mocks/areas.ts';
import { areaVideoHandlers } from '../mocks/videos.ts';

const oncology = demoArea.oncologyWard.id;
const at = (type: string) => ({
  route: `/organisation-areas/${oncology}/${type}`,
  path: '/organisation-areas/:id/:type',
  session: storedSession(),
});

const meta = preview.meta({
  title: 'Screens/Areas/Area detail',
  component: AreaDetailPage,
  parameters: at('content'),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Content = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaHandlers.items, areaHandlers.toggle),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Oncology ward' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    const forest = await canvas.findByRole('checkbox', { name: 'Forest Walk' });
    await expect(canvas.getByRole('checkbox', { name: 'Night Sky' })).toBeChecked();
    await userEvent.click(forest);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Forest Walk' })).toBeChecked());
    await expect(
      await within(document.body).findByText('Forest Walk is now offered in Oncology ward.'),
    ).toBeVisible();
  },
});

export const UploadedVideos = meta.story({
  parameters: at('uploaded-videos'),
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaVideoHandlers.content),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Uploaded videos' }, { timeout: 10_000 });
    await expect(canvas.getByRole('tab', { name: 'Uploaded videos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only the area's own videos (the odd ones of the demo list), with whether app users see each.
    await expect(await within(grid).findByText('Your ward tour', {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(grid).queryByText('Meet the MRI scanner')).toBeNull();
    await expect(within(grid).getByRole('columnheader', { name: 'Shown to app users' })).toBeVisible();
  },
});

export const SubscribedVideos = meta.story({
  parameters: at('subscribed-videos'),
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaVideoHandlers.subscribed),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Videos app users see' }, { timeout: 10_000 });
    await expect(
      await within(grid).findByText('What happens in day surgery', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

/** Each tab is a link to its own address. */
export const TabsAreLinks = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(areaHandlers.some, areaHandlers.items, areaVideoHandlers.content, areaVideoHandlers.subscribed),
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: 'Videos app users see' });
    await expect(tab).toHaveAttribute('href', `/organisation-areas/${oncology}/subscribed-videos`);
    await userEvent.click(tab);
    await expect(
      await canvas.findByRole('grid', { name: 'Videos app users see' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All areas' })).toHaveAttribute(
      'href',
      '/organisation-areas',
    );
  },
});

export const Empty = meta.story({
  parameters: at('uploaded-videos'),
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaVideoHandlers.noneInArea),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No videos in this area yet', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const NoSuchArea = meta.story({
  parameters: {
    ...at('content'),
    route: '/organisation-areas/20000000-0000-4000-8000-000000000099/content',
  },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This area does not exist')).toBeVisible();
  },
});

export const VideosFailed = meta.story({
  parameters: at('uploaded-videos'),
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaVideoHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      "The area's videos could not be loaded.",
    );
  },
});

export const AreasFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.fails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'The areas could not be loaded. Check your connection and try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  parameters: at('uploaded-videos'),
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaVideoHandlers.content),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'الفيديوهات المرفوعة' })).toBeVisible();
    await expect(await canvas.findByText('Your ward tour', {}, { timeout: 10_000 })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: at('subscribed-videos'),
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaVideoHandlers.subscribed),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Videos app users see' })).toBeVisible();
    await expect(
      await canvas.findByText('What happens in day surgery', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});
