import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FlagsPage } from '../../src/features/questionnaires/flags/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { flagHandlers } from '../mocks/questionnaire-flags.ts';
import { questionnaireHandlers } from '../mocks/questionnaires.ts';

const meta = preview.meta({
  title: 'Screens/Questionnaires/Flags',
  component: FlagsPage,
  parameters: { route: '/questionnaires/flags', path: '/questionnaires/flags', session: storedSession() },
  beforeEach: ({ msw }) =>
    msw.use(flagHandlers.populated, flagHandlers.acknowledges, questionnaireHandlers.one),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(flagHandlers.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(flagHandlers.fails),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The flags could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(flagHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open flags.', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** The open queue by default; acknowledged flags, with their note, behind the filter. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Flags' }, { timeout: 10_000 });
    await expect(within(table).getByText('Score 5 (threshold 5)')).toBeVisible();
    // The questionnaire leads to its answers.
    await expect(within(table).getByRole('link', { name: 'How are you feeling today?' })).toHaveAttribute(
      'href',
      expect.stringContaining('/questionnaires/responses?id='),
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Acknowledged' }));
    await expect(
      await within(table).findByText('Note: Called the family; pain relief reviewed.'),
    ).toBeVisible();
    await waitFor(() => expect(within(table).queryByText('Score 5 (threshold 5)')).toBeNull());
    // An answer rule names its question by its text.
    await expect(await within(table).findByText('A given answer to “How much does it hurt?”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  },
});

/** An admin acknowledges an open flag with a note; the server records it in the audit log. */
export const Acknowledge = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Flags' }, { timeout: 10_000 });
    await userEvent.click(within(table).getByRole('button', { name: /^Acknowledge the flag of / }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Acknowledge this flag?' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Seen by the ward nurse');
    await userEvent.click(dialog.getByRole('button', { name: 'Acknowledge' }));
    await expect(await within(document.body).findByText('The flag was acknowledged.')).toBeVisible();
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: 'Acknowledge this flag?' })).toBeNull(),
    );
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'تنبيهات واجب الرعاية' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'التنبيهات' }, { timeout: 10_000 });
    await expect(within(table).getByText('النتيجة 5 (الحد 5)')).toBeVisible();
  },
});

/** A rule with a name: the flag says which rule it reached, with its threshold. */
export const NamedRules = meta.story({
  beforeEach: ({ msw }) => msw.use(flagHandlers.named),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Flags' }, { timeout: 10_000 });
    await expect(within(table).getByText('Score 5 reached the rule “Low mood” (threshold 5)')).toBeVisible();
    await expect(
      await within(table).findByText('The rule “Severe pain”: a given answer to “How much does it hurt?”'),
    ).toBeVisible();
  },
});

export const NamedRulesArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(flagHandlers.named),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'التنبيهات' }, { timeout: 10_000 });
    await expect(within(table).getByText('بلغت النتيجة 5 القاعدة «مزاج منخفض» (الحد 5)')).toBeVisible();
  },
});
