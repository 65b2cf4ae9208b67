import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { SafeguardingPage } from '../../src/features/questionnaires/flags/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { safeguardingHandlers } from '../mocks/questionnaire-flags.ts';

/** /questionnaires/safeguarding: the contacts, the escalation time and what families read. */
const meta = preview.meta({
  title: 'Screens/Questionnaires/Safeguarding settings',
  component: SafeguardingPage,
  parameters: {
    route: '/questionnaires/safeguarding',
    path: '/questionnaires/safeguarding',
    session: storedSession(),
  },
  beforeEach: ({ msw }) => msw.use(safeguardingHandlers.populated, safeguardingHandlers.saves),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(safeguardingHandlers.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(safeguardingHandlers.fails),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The safeguarding settings could not be loaded.');
  },
});

/** The saved contact is chosen; an admin adds the nurse, and the settings are saved. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Amira Haddad' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Emergency number' })).toHaveValue('999');
    await expect(canvas.getByRole('spinbutton', { name: /Hours before/ })).toHaveValue(4);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Safeguarding contacts' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Nadia Nurse' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(document.body).findByText('The safeguarding settings were saved.'),
    ).toBeVisible();
  },
});

/** A number that is not a phone number is refused before anything is sent. */
export const BadNumber = meta.story({
  play: async ({ canvas }) => {
    const number = await canvas.findByRole('textbox', { name: 'Emergency number' }, { timeout: 10_000 });
    await userEvent.clear(number);
    await userEvent.type(number, 'call us');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Enter a phone number: digits, spaces and a leading +.'),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'الحماية' }, { timeout: 10_000 })).toBeVisible();
    await expect(
      await canvas.findByRole('textbox', { name: 'رقم الطوارئ' }, { timeout: 10_000 }),
    ).toHaveValue('999');
  },
});
