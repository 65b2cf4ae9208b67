import { expect, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { DashboardPage, type Shortcut } from '../../src/features/dashboard/index.ts';
import { familyHandlers as h } from '../mocks/family-children.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

// What the route table offers a guardian (src/app/routing/navigation.test.ts holds who gets which).
const shortcuts: Shortcut[] = [
  { key: 'contentAreas', path: '/content-areas' },
  { key: 'calendar', path: '/calendar' },
  { key: 'usage', path: '/usage' },
];

/** `/` for a guardian: a card per child with what needs doing, and their open reports. */
const meta = preview.meta({
  title: 'Screens/Dashboard/Guardian',
  component: DashboardPage,
  parameters: { route: '/', path: '/', session: storedSession(fixtures.guardian) },
  args: { shortcuts },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.childrenPending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your children' })).toBeVisible();
    await expect(await canvas.findByRole('status', { name: 'Loading your children…' })).toBeVisible();
  },
});

/** No child linked yet: how to add one, on the account page. */
export const NoChild = meta.story({
  beforeEach: ({ msw }) => msw.use(h.noChild),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Add your child' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a child' })).toHaveAttribute('href', '/account');
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.childrenFail),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Your children's details could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** Tobi: a questionnaire to answer, three events coming up, and one report waiting. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('region', { name: /Tobi Okafor/ }));
    await expect(card.getByText('Your child')).toBeVisible();
    await expect(card.getByText('1 questionnaire to answer')).toBeVisible();
    // Dates as English is written in Britain: day before month, a 24-hour clock.
    await expect(
      card.getByText(/^Next: How are you feeling today\?, asked on \d{1,2} [A-Z][a-z]{2} \d{4}$/),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'Answer questionnaires' })).toHaveAttribute(
      'href',
      '/questionnaires/answer',
    );
    await expect(card.getAllByRole('listitem')).toHaveLength(3);
    await expect(card.getByText(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{2}:00: Blood test$/)).toBeVisible();
    await expect(card.getByText(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}: Hospital fun day$/)).toBeVisible();
    await expect(card.getByRole('link', { name: "Open Tobi's calendar" })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/calendar\?child=/),
    );
    await expect(card.getByRole('link', { name: 'See how Tobi uses the app' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/usage\?child=/),
    );
    const reports = within(canvas.getByRole('region', { name: 'Your reports' }));
    await expect(reports.getByText('1 report waiting for the hospital')).toBeVisible();
    await expect(reports.getByRole('link')).toHaveAttribute('href', '/report');
  },
});

/** Two children, the elder come of age: her card says what the guardian still sees, with no usage link. */
export const SeveralChildren = meta.story({
  beforeEach: ({ msw }) => msw.use(h.several),
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: /Tobi Okafor/ });
    const ama = within(canvas.getByRole('region', { name: /Ama Okafor/ }));
    await expect(ama.getByText('In your care')).toBeVisible();
    await expect(
      ama.getByText(/Ama is old enough to decide who sees their information: you see their calendar/),
    ).toBeVisible();
    const tobi = within(canvas.getByRole('region', { name: /Tobi Okafor/ }));
    await expect(tobi.getByText('Other guardians: Omar Haddad')).toBeVisible();
    await expect(ama.getByText('Nothing to answer')).toBeVisible();
    await expect(ama.getByText('Nothing planned yet.')).toBeVisible();
    await expect(ama.queryByRole('link', { name: /uses the app/ })).toBeNull();
    await expect(canvas.getByText('No reports waiting for the hospital')).toBeVisible();
  },
});

/** The young person declined this guardian: the card says so in plain words, and offers no usage. */
export const DeclinedByYoungPerson = meta.story({
  beforeEach: ({ msw }) => msw.use(h.declined),
  play: async ({ canvas }) => {
    const tobi = within(await canvas.findByRole('region', { name: /Tobi Okafor/ }));
    await expect(
      tobi.getByText(/has asked to keep some things private from you for now: you see their calendar/),
    ).toBeVisible();
    await expect(tobi.getByText(/The hospital will review this/)).toBeVisible();
    await expect(tobi.queryByRole('link', { name: /uses the app/ })).toBeNull();
  },
});

export const DeclinedArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.declined),
  play: async ({ canvas }) => {
    const tobi = within(await canvas.findByRole('region', { name: /Tobi Okafor/ }));
    await expect(tobi.getByText(/سيراجع المستشفى ذلك/)).toBeVisible();
    await expect(tobi.getByText(/ترى التقويم/)).toBeVisible();
  },
});

export const DeclinedSpanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(h.declined),
  play: async ({ canvas }) => {
    const tobi = within(await canvas.findByRole('region', { name: /Tobi Okafor/ }));
    await expect(tobi.getByText(/El hospital lo revisará/)).toBeVisible();
    await expect(tobi.getByText(/ve el calendario/)).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.tobi),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'أطفالك' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    const card = within(await canvas.findByRole('region', { name: /Tobi Okafor/ }));
    await expect(card.getByText('استبيان واحد للإجابة عنه')).toBeVisible();
    await expect(card.getByText(/كيف تشعر اليوم؟/)).toBeVisible();
  },
});

/** A phone: the cards stack, one per row, and nothing scrolls sideways. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.several),
  play: async ({ canvas, canvasElement }) => {
    const tobi = await canvas.findByRole('region', { name: /Tobi Okafor/ });
    const ama = canvas.getByRole('region', { name: /Ama Okafor/ });
    await waitFor(() =>
      expect(ama.getBoundingClientRect().top).toBeGreaterThanOrEqual(tobi.getBoundingClientRect().bottom),
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
