import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AddContentAreasPage } from '../../src/features/areas/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { areaHandlers, userAreaHandlers } from '../mocks/areas.ts';

const meta = preview.meta({
  title: 'Screens/Content areas/Add',
  component: AddContentAreasPage,
  parameters: {
    route: '/content-areas/add',
    path: '/content-areas/add',
    session: storedSession(fixtures.guardian),
  },
});

/** The guardian is in the oncology ward and outpatients, so only day surgery is offered. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, userAreaHandlers.mine),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add areas' })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: /Day surgery/ })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: /Oncology ward/ })).toBeNull();
  },
});

export const AddArea = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, userAreaHandlers.mine, userAreaHandlers.addSucceeds),
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: 'Add' });
    await userEvent.click(add);
    await expect(await canvas.findByText('Choose at least one area.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Day surgery/ }));
    await userEvent.click(add);
    await expect(await within(document.body).findByText('1 area was added.')).toBeVisible();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /content-areas');
  },
});

export const AddFails = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, userAreaHandlers.mine, userAreaHandlers.addFails),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Day surgery/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(
      await canvas.findByText('The areas could not be added. Please try again.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.pending, userAreaHandlers.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const AllJoined = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.onlyJoinedOrganisationAreas, userAreaHandlers.mine),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are in every area' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to content areas' })).toHaveAttribute(
      'href',
      '/content-areas',
    );
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.none, userAreaHandlers.none),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your hospital has no areas yet' }),
    ).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.fails, userAreaHandlers.mine),
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

export const ManyRows = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.manyOrganisationAreas, userAreaHandlers.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(24);
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, userAreaHandlers.none),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'إضافة أقسام' })).toBeVisible();
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(3);
  },
});
