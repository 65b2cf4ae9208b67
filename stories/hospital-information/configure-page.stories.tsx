import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import type { CmsSettings } from '../../src/api/contracts/hospital-information.ts';
import { ConfigurePage } from '../../src/features/hospital-information/components/configure-page.tsx';
import { storedSession } from '../mocks/fixtures.ts';
import { cmsHandlers } from '../mocks/hospital-information.ts';
import { answer } from '../mocks/endpoint.ts';
import { hospitalInformationEndpoints } from '../../src/api/contracts/index.ts';

const meta = preview.meta({
  title: 'Screens/Hospital information/Configure',
  component: ConfigurePage,
  parameters: {
    route: '/hospital-information/configure',
    path: '/hospital-information/configure',
    session: storedSession(),
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.settingsPending, cmsHandlers.latest),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.settingsFails, cmsHandlers.latest),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The settings could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

/** The settings the Save story's server received. */
const sent: CmsSettings[] = [];

export const Save = meta.story({
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(
      cmsHandlers.settings,
      cmsHandlers.latest,
      answer(hospitalInformationEndpoints.saveSettings, async ({ request }) => {
        const body = (await request.json()) as CmsSettings;
        sent.push(body);
        return HttpResponse.json(body);
      }),
    );
  },
  play: async ({ canvas }) => {
    const food = await canvas.findByRole('switch', { name: 'Show Food and drink' });
    await expect(food).not.toBeChecked();
    await userEvent.click(food);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Food and drink up' }));
    const hours = canvas.getByLabelText('Visiting hours (Español)');
    await expect(hours).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByLabelText('Visiting hours (العربية)')).toHaveAttribute('dir', 'rtl');
    await userEvent.type(hours, 'Todos los días, de 8 a 20 h');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    await expect(await within(document.body).findByText('The settings were saved.')).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.pages).toEqual([
      { pageNumber: 1, visible: true },
      { pageNumber: 3, visible: true },
      { pageNumber: 2, visible: true },
    ]);
    await expect(sent[0]?.visitingHours.es).toBe('Todos los días, de 8 a 20 h');
  },
});

export const InvalidEmail = meta.story({
  beforeEach: ({ msw }) => msw.use(cmsHandlers.settings, cmsHandlers.latest, cmsHandlers.saveSettings),
  play: async ({ canvas }) => {
    const email = await canvas.findByLabelText('E-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'wards-at-stmarys');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the settings' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(canvas.getByText('Some fields need correcting.')).toBeVisible();
  },
});

export const InArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.settings, cmsHandlers.latest),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'مواعيد الزيارة' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#8a1c7c' } },
  beforeEach: ({ msw }) => msw.use(cmsHandlers.settings, cmsHandlers.latest),
});
