import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import type { UserArea } from '../../src/api/contracts/index.ts';
import { ContentAreaChoicePage } from '../../src/features/areas/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { demoArea, demoUserArea, itemIds, userAreaHandlers } from '../mocks/areas.ts';
import { answer } from '../mocks/endpoint.ts';
import { areasMembershipsEndpoints } from '../../src/api/contracts/index.ts';

const oncology = demoArea.oncologyWard.id;
const at = (type: string, id = oncology) => ({
  route: `/content-areas/${id}/${type}`,
  path: '/content-areas/:id/:type',
  session: storedSession(fixtures.guardian),
});

const meta = preview.meta({
  title: 'Screens/Content areas/Choose',
  component: ContentAreaChoicePage,
  parameters: at('games'),
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine, userAreaHandlers.offered),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Games in Oncology ward' }),
    ).toBeVisible();
    const group = within(await canvas.findByRole('group', { name: 'Games in Oncology ward' }));
    await expect(group.getByRole('checkbox', { name: 'Bubble Breathing' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Space Explorer' })).not.toBeChecked();
  },
});

/** Only what the area shows is listed: Forest Walk is in the catalogue but not offered. */
export const OnlyOfferedItems = meta.story({
  parameters: at('environments'),
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine, userAreaHandlers.offered),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: 'Night Sky' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Underwater Reef' })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Forest Walk' })).toBeNull();
  },
});

let sent: string[] = [];
export const SaveChoice = meta.story({
  beforeEach: ({ msw }) => {
    sent = [];
    msw.use(
      userAreaHandlers.mine,
      userAreaHandlers.offered,
      answer(areasMembershipsEndpoints.setContentItems, async ({ request }) => {
        sent = ((await request.json()) as { content_item_ids: string[] }).content_item_ids;
        return HttpResponse.json<UserArea>({ ...demoUserArea.oncology, content_item_ids: sent });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Space Explorer' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bubble Breathing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(document.body).findByText('Your choice for Oncology ward was saved.'),
    ).toBeVisible();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /content-areas');
    // The other carousels' choices are kept: the server replaces the whole choice.
    await waitFor(() =>
      expect([...sent].sort()).toEqual([itemIds.nightSky, itemIds.mri, itemIds.spaceExplorer].sort()),
    );
  },
});

export const SaveFails = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(userAreaHandlers.mine, userAreaHandlers.offered, userAreaHandlers.chooseNotMember),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('You are not in this area')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.fails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^Your areas could not be loaded\. Check your connection/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
});

/** An area the user is not in (day surgery): say so and link to adding it. */
export const NotMember = meta.story({
  parameters: at('games', demoArea.daySurgery.id),
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are not in this area' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add an area' })).toHaveAttribute(
      'href',
      '/content-areas/add',
    );
  },
});

export const Empty = meta.story({
  parameters: at('experiences'),
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine, userAreaHandlers.offersNothing),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This area offers no experiences yet' }),
    ).toBeVisible();
  },
});

export const UnknownType = meta.story({
  parameters: at('videos'),
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
});

export const ManyRows = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine, userAreaHandlers.offeredMany),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(30);
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine, userAreaHandlers.offered),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'الألعاب في Oncology ward' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'الألعاب في Oncology ward' })).toBeVisible();
  },
});
