import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FamilySettingsCard } from '../../src/features/families/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { familyHandlers } from '../mocks/families.ts';
import { delay, HttpResponse } from 'msw';
import { answer } from '../mocks/endpoint.ts';
import { familiesEndpoints } from '../../src/api/contracts/index.ts';

const meta = preview.meta({
  title: 'Screens/Requests/Family settings',
  component: FamilySettingsCard,
  parameters: { route: '/requests', path: '/requests', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(...familyHandlers.defaults),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(familiesEndpoints.settings, async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      }),
    ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the family links')).toHaveAttribute('aria-busy', 'true');
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(answer(familiesEndpoints.settings, () => new HttpResponse('Bad gateway', { status: 502 }))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The family links could not be loaded.',
    );
  },
});

export const Populated = meta.story({
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Family settings' }));
    await expect(form.getByRole('combobox', { name: 'Links that families make' })).toHaveTextContent(
      "Wait for an admin's approval",
    );
    await expect(form.getByLabelText('Age the young person is asked')).toHaveValue(12);
    await expect(form.getByLabelText('Age the young person decides')).toHaveValue(16);
    await expect(form.getByRole('checkbox', { name: 'Calendar' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Time in the app' })).not.toBeChecked();
    await expect(form.getByLabelText('Review links after (months)')).toHaveValue(12);
    await userEvent.click(form.getByRole('checkbox', { name: 'Time in the app' }));
    await userEvent.clear(form.getByLabelText('Age the young person decides'));
    await userEvent.type(form.getByLabelText('Age the young person decides'), '18');
    await userEvent.click(form.getByRole('button', { name: 'Save the family settings' }));
    await expect(
      await within(document.body).findByText('The family settings were saved.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

/** Every language unticked, or an age out of range: said on the field, nothing sent. */
export const Invalid = meta.story({
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Family settings' }));
    for (const name of ['English', 'العربية (Arabic)', 'Español (Spanish)'])
      await userEvent.click(form.getByRole('checkbox', { name }));
    await userEvent.clear(form.getByLabelText('Age the young person decides'));
    await userEvent.type(form.getByLabelText('Age the young person decides'), '30');
    await userEvent.click(form.getByRole('button', { name: 'Save the family settings' }));
    await expect(await form.findByText('Choose at least one language')).toBeVisible();
    await expect(form.getByText('Enter an age from 10 to 21')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'إعدادات العائلات' })).toBeVisible();
    await expect(await canvas.findByLabelText('العمر الذي يُسأل فيه الشاب')).toHaveValue(12);
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Edad a la que decide el joven')).toHaveValue(16);
    await expect(canvas.getByRole('checkbox', { name: 'Calendario' })).toBeChecked();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save the family settings' })).toBeVisible();
  },
});
