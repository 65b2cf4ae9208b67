import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { RetentionCard } from '../../src/features/retention/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { retentionHandlers as r } from '../mocks/retention.ts';

/** The data retention panel of the messages screen: each period within its bounds, the audit log's fixed. */
const meta = preview.meta({
  title: 'Screens/Messages/Data retention',
  component: RetentionCard,
  parameters: { route: '/messages', path: '/messages', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(...r.defaults),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(r.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the retention periods' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(r.broken),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The retention periods could not be loaded',
    );
  },
});

/** Nothing chosen yet: the product's defaults, each with its bounds. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(r.defaultsOnly),
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Data retention' }));
    // The form is drawn at once; its stored periods fill it when they arrive.
    await waitFor(() =>
      expect(form.getByLabelText('Text and links of sent e-mails (days after delivery)')).toHaveValue(30),
    );
    await expect(form.getByText('Between 7 and 365 days; 30 unless changed.')).toBeVisible();
    await expect(
      form.getByText('The security record of changes (audit log) is kept 8 years. This cannot be changed.'),
    ).toBeVisible();
  },
});

export const Populated = meta.story({
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Data retention' }));
    const field = form.getByLabelText('Text and links of sent e-mails (days after delivery)');
    await waitFor(() => expect(field).toHaveValue(14));
    await userEvent.clear(field);
    await userEvent.type(field, '60');
    await userEvent.click(form.getByRole('button', { name: 'Save retention periods' }));
    await expect(
      await within(document.body).findByText('The retention periods were saved.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
});

/** A period out of its bounds is said on its field, and nothing is sent. */
export const OutOfBounds = meta.story({
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Data retention' }));
    const field = form.getByLabelText('Ended sign-in sessions (days after they end)');
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(form.getByRole('button', { name: 'Save retention periods' }));
    await expect(await form.findByText('Enter a whole number of days between 7 and 90.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'الاحتفاظ بالبيانات' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'حفظ مدد الاحتفاظ' })).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Conservación de datos' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save retention periods' })).toBeVisible();
  },
});
