import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { HospitalInformationPage } from '../../src/features/hospital-information/components/hospital-information-page.tsx';
import { storedSession } from '../mocks/fixtures.ts';
import { cmsHandlers } from '../mocks/hospital-information.ts';
import { answer } from '../mocks/endpoint.ts';
import { hospitalInformationEndpoints } from '../../src/api/contracts/index.ts';

const meta = preview.meta({
  title: 'Screens/Hospital information/Pages',
  component: HospitalInformationPage,
  parameters: { route: '/hospital-information', path: '/hospital-information', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latestPending),
  play: async ({ canvas }) => {
    // The admins' part of the screen is its own chunk: its placeholder comes once that has loaded.
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latestNone),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No pages yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latestFails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The pages could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest),
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Pages, in the order families see them' }));
    const items = list.getAllByRole('listitem');
    const [first, second, third] = items.map((item) => within(item));
    if (!first || !second || !third) throw new Error('three pages expected');
    await expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Visiting the ward',
      'Parking and getting here',
      'Food and drink',
    ]);
    // Each page says where it stands: published, edited since, or never published.
    await expect(first.getByText('Published')).toBeVisible();
    await expect(second.getByText('Changed since publishing')).toBeVisible();
    await expect(third.getByText('Draft')).toBeVisible();
    await expect(third.getByText('Hidden from families')).toBeVisible();
    await expect(third.getByText(/^Publishes /)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move Visiting the ward up' })).toBeDisabled();
  },
});

/** The order bodies the Reorder story's server received. */
const orderSent: unknown[] = [];

export const Reorder = meta.story({
  beforeEach: ({ msw }) => {
    orderSent.length = 0;
    msw.use(
      cmsHandlers.latest,
      answer(hospitalInformationEndpoints.order, async ({ request }) => {
        orderSent.push(await request.json());
        return HttpResponse.json({ data: [] });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Visiting the ward down' }));
    await waitFor(() => expect(orderSent).toEqual([{ pageNumbers: [2, 1, 3] }]));
  },
});

export const DeletePage = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest, cmsHandlers.remove),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Food and drink' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Delete Food and drink?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await within(document.body).findByText('Food and drink was deleted.')).toBeVisible();
  },
});

export const CreatePage = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest, cmsHandlers.create),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New page' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'New page' }));
    await expect(await dialog.findByText('Enter the page title')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Title in English'), 'Food and drink');
    await userEvent.click(dialog.getByRole('button', { name: 'New page' }));
    // The new page opens in the editor (?page=4); the mock list does not hold it, so it says so.
    await expect(
      await canvas.findByText('This page no longer exists. It may have been deleted.'),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'معلومات المستشفى', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('تغيّرت منذ النشر')).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#8a1c7c' } },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.latest),
});

export const SuperAdminWithoutOrganisation = meta.story({
  parameters: {
    session: {
      ...storedSession({ ...storedSession().user, type: 0, organisation_id: null }),
      organisation: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Select an organisation first: hospital information belongs to one organisation.'),
    ).toBeVisible();
  },
});
