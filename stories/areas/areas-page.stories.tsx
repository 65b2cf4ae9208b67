import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AreasPage } from '../../src/features/areas/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { areaHandlers, userAreaHandlers } from '../mocks/areas.ts';

const meta = preview.meta({
  title: 'Screens/Areas',
  component: AreasPage,
  parameters: { route: '/organisation-areas', path: '/organisation-areas', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
  play: async ({ canvas }) => {
    // Each area's name opens it: its content, its videos, what its app users see.
    await expect(await canvas.findByRole('link', { name: 'Oncology ward' })).toHaveAttribute(
      'href',
      '/organisation-areas/20000000-0000-4000-8000-000000000002/content',
    );
    await expect(canvas.getByText('Rainbow ward, level 4')).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No areas yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
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

export const CreateArea = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaHandlers.createSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New area' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter the area name')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Name'), 'Cardiology');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('The area was saved.')).toBeVisible();
  },
});

export const NameTaken = meta.story({
  beforeEach: ({ msw }) => msw.use(areaHandlers.some, areaHandlers.createTaken),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New area' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Oncology ward');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Another area already has this name.')).toBeVisible();
  },
});

export const ManyRows = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.manyOrganisationAreas),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link', { name: /^Ward \d\d/ })).toHaveLength(24);
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الأقسام' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#8a1c7c' } },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(areaHandlers.some),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Outpatients' })).toBeVisible();
  },
});
