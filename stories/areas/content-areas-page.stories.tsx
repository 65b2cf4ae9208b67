import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ContentAreasPage } from '../../src/features/areas/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { demoArea, userAreaHandlers } from '../mocks/areas.ts';

const meta = preview.meta({
  title: 'Screens/Content areas/My areas',
  component: ContentAreasPage,
  parameters: { route: '/content-areas', path: '/content-areas', session: storedSession(fixtures.guardian) },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine, userAreaHandlers.offered),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Content areas' })).toBeVisible();
    const oncology = within(await canvas.findByRole('region', { name: 'Oncology ward' }));
    const games = await oncology.findByRole('link', { name: /Games/ });
    await expect(games).toHaveAccessibleName('Games 1 of 2 chosen');
    await expect(games).toHaveAttribute('href', `/content-areas/${demoArea.oncologyWard.id}/games`);
    await expect(oncology.getByRole('link', { name: /Environments/ })).toHaveAttribute(
      'href',
      `/content-areas/${demoArea.oncologyWard.id}/environments`,
    );
    const outpatients = within(canvas.getByRole('region', { name: 'Outpatients' }));
    await expect(await outpatients.findByRole('link', { name: 'Experiences 0 of 2 chosen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add an area' })).toHaveAttribute(
      'href',
      '/content-areas/add',
    );
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are not in any area yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add an area' })).toHaveAttribute(
      'href',
      '/content-areas/add',
    );
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.fails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Your areas could not be loaded. Check your connection and try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const ManyRows = meta.story({
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.many, userAreaHandlers.offered),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('region')).toHaveLength(12);
  },
});

export const RemoveArea = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(userAreaHandlers.mine, userAreaHandlers.offered, userAreaHandlers.removeSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Oncology ward' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Remove Oncology ward?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await within(document.body).findByText('Oncology ward was removed.')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Outpatients' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Oncology ward' })).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine, userAreaHandlers.offered),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'أقسام المحتوى' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'الألعاب تم اختيار 1 من 2' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#8a1c7c' } },
  beforeEach: ({ msw }) => msw.use(userAreaHandlers.mine, userAreaHandlers.offered),
});
