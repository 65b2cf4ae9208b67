import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FlagsPage } from '../../src/features/questionnaires/flags/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { flagHandlers } from '../mocks/questionnaire-flags.ts';

const phone = { viewport: { value: 'mobile1', isRotated: false } };

const meta = preview.meta({
  title: 'Screens/Questionnaires/Flags',
  component: FlagsPage,
  parameters: { route: '/questionnaires/flags', path: '/questionnaires/flags', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(flagHandlers.populated, ...flagHandlers.steps),
});

/** The card of the flag whose heading names `name`. */
const card = async (canvas: ReturnType<typeof within>, name: RegExp) =>
  within(await canvas.findByRole('article', { name }, { timeout: 10_000 }));

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

/**
 * A raised flag names the child it is about and the guardian who answered, and shows its clock:
 * how long since it was raised, how long until it escalates to the admins.
 */
export const RaisedWithClock = meta.story({
  play: async ({ canvas }) => {
    const flag = await card(canvas, /Tobi/);
    await expect(flag.getByText('Raised')).toBeVisible();
    await expect(flag.getByText(/^Answered by/)).toBeVisible();
    await expect(flag.getByText('Score 5 (threshold 5)')).toBeVisible();
    await expect(flag.getByText(/^Raised 1 h (29|30) min ago$/)).toBeVisible();
    await expect(flag.getByText(/^Escalates to the admins in 2 h (29|30) min$/)).toBeVisible();
    await expect(flag.getByRole('link', { name: 'How are you feeling today?' })).toHaveAttribute(
      'href',
      expect.stringContaining('/questionnaires/responses?id='),
    );
    // The score rule's flag opens the child's scores across the questionnaire's repeats.
    await expect(flag.getByRole('link', { name: /score over time$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/[?&]child=[^&]+&view=scores$/),
    );
    await expect(flag.getByRole('button', { name: /^Acknowledge the flag about / })).toBeVisible();
  },
});

/** Overdue: escalated twice already, the next escalation due now. */
export const Overdue = meta.story({
  beforeEach: ({ msw }) => msw.use(flagHandlers.overdue),
  play: async ({ canvas }) => {
    const flag = await card(canvas, /Tobi/);
    await expect(flag.getByText('Escalation due now')).toBeVisible();
    await expect(flag.getByText('Escalated 2 times')).toBeVisible();
  },
});

/** Every state behind the "All" filter: each card its state, its steps' times and its next step. */
export const EveryState = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'All' }, { timeout: 10_000 }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    const [, acknowledged, inProgress, resolved] = canvas.getAllByRole('article').map((a) => within(a));
    await expect(acknowledged?.getByText('Acknowledged')).toBeVisible();
    await expect(acknowledged?.getByText('Escalated once')).toBeVisible();
    await expect(acknowledged?.getByText('Note: Called the family; pain relief reviewed.')).toBeVisible();
    await expect(acknowledged?.getByRole('button', { name: /^Start work on the flag about / })).toBeVisible();
    await expect(inProgress?.getByText('In progress')).toBeVisible();
    await expect(inProgress?.getByRole('button', { name: /^Resolve the flag about / })).toBeVisible();
    await expect(resolved?.getByText('Resolved 18/11/2026, 09:00')).toBeVisible();
    await expect(
      resolved?.getByText('Family contacted: Spoke to the family; a clinic visit is booked.'),
    ).toBeVisible();
    await expect(resolved?.queryByRole('button')).toBeNull();
  },
});

/** A contact acknowledges with a note, then resolves with an outcome and a note (both needed). */
export const AcknowledgeThenResolve = meta.story({
  play: async ({ canvas }) => {
    const flag = await card(canvas, /Tobi/);
    await userEvent.click(flag.getByRole('button', { name: /^Acknowledge the flag about / }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Acknowledge this flag?' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Seen by the ward nurse');
    await userEvent.click(dialog.getByRole('button', { name: 'Acknowledge' }));
    await expect(await body.findByText('The flag was acknowledged.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Not resolved' }));
    const resolveButtons = await canvas.findAllByRole('button', { name: /^Resolve the flag about / });
    await userEvent.click(resolveButtons[0] as HTMLElement);
    const resolve = within(await body.findByRole('dialog', { name: 'Resolve this flag' }));
    await userEvent.click(resolve.getByRole('button', { name: 'Resolve' }));
    await expect(await resolve.findByText('Write what was done.')).toBeVisible();
    await userEvent.click(resolve.getByRole('radio', { name: 'Referred' }));
    await userEvent.type(
      resolve.getByRole('textbox', { name: /What was done/ }),
      'Referred to the pain team',
    );
    await userEvent.click(resolve.getByRole('button', { name: 'Resolve' }));
    await expect(await body.findByText('The flag was resolved.')).toBeVisible();
  },
});

/** On a 390 px phone the cards stack: the child, the clock and the step fit without scrolling sideways. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const flag = await card(canvas, /Tobi/);
    await expect(flag.getByRole('button', { name: /^Acknowledge the flag about / })).toBeVisible();
    await expect(flag.getByText(/^Escalates to the admins in/)).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar', ...phone },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'تنبيهات واجب الرعاية' })).toBeVisible();
    const flag = await card(canvas, /Tobi/);
    await expect(flag.getByText('النتيجة 5 (الحد 5)')).toBeVisible();
    await expect(flag.getByText(/^يُصعَّد إلى المسؤولين بعد/)).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const flag = await card(canvas, /Tobi/);
    await expect(flag.getByText('Nuevo')).toBeVisible();
    await expect(flag.getByText(/^Se escala a los administradores en/)).toBeVisible();
  },
});

/** A rule with a name: the flag says which rule it reached, with its threshold. */
export const NamedRules = meta.story({
  beforeEach: ({ msw }) => msw.use(flagHandlers.named),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Score 5 reached the rule “Low mood” (threshold 5)', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('The rule “Severe pain”: a given answer to “How much does it hurt?”'),
    ).toBeVisible();
  },
});

/** A staff account signed in: St Mary's safeguarding lead. */
const staff = { session: storedSession(fixtures.staff) };

/**
 * A safeguarding lead (a staff account) on a phone, as an alert's link opens the queue: each flag
 * and its next step, the questionnaire named but not linked (the answers are the admins' to read),
 * no settings.
 */
export const StaffPhone = meta.story({
  parameters: staff,
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const flag = await card(canvas, /Tobi/);
    await expect(flag.getByText('How are you feeling today?')).toBeVisible();
    await expect(flag.queryByRole('link')).toBeNull();
    await expect(flag.getByRole('button', { name: /^Acknowledge the flag about / })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Safeguarding settings' })).toBeNull();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
});

/** The staff account's answer rule names its question from the flag itself. */
export const StaffAnswerRule = meta.story({
  parameters: staff,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'All' }, { timeout: 10_000 }));
    await expect(
      await canvas.findByText('A given answer to “How much does it hurt?”', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const StaffArabic = meta.story({
  parameters: staff,
  globals: { locale: 'ar', ...phone },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'تنبيهات واجب الرعاية' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    const flag = await card(canvas, /Tobi/);
    await expect(flag.getByText('النتيجة 5 (الحد 5)')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'إعدادات الحماية' })).toBeNull();
  },
});

export const StaffSpanish = meta.story({
  parameters: staff,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const flag = await card(canvas, /Tobi/);
    await expect(flag.getByText('Nuevo')).toBeVisible();
    await expect(flag.getByText('¿Cómo te sientes hoy?')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ajustes de protección' })).toBeNull();
  },
});
