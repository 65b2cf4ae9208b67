import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { RecordViews } from '../../src/features/audit/index.ts';
import { recordViewHandlers as r } from '../mocks/audit.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

/** The guardian's account page: who at the hospital viewed their family's data. */
const meta = preview.meta({
  title: 'Screens/Account/Record views',
  component: RecordViews,
  parameters: { route: '/account', path: '/account', session: storedSession(fixtures.guardian) },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(r.none),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("No one at the hospital has viewed your family's data yet."),
    ).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(r.some),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: "Who at the hospital viewed your family's data" });
    await expect(within(table).getByText("Opened a child's record")).toBeVisible();
    await expect(within(table).getAllByText('Tobi Okafor').length).toBeGreaterThan(0);
    await expect(within(table).getByText(/Hospital staff/)).toBeVisible();
    // Never a viewer's e-mail address.
    await expect(within(table).queryByText(/@/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(await within(table).findByText('Exported questionnaire answers')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(r.fails),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent("We could not load who viewed your family's data.");
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(r.some),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'من في المستشفى اطّلع على بيانات عائلتك' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(await canvas.findByText('فتح سجل طفل')).toBeVisible();
  },
});
