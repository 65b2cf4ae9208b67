import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { YourDataSection } from '../../src/features/data-requests/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { myDataRequestHandlers as h } from '../mocks/data-requests.ts';

/** The guardian's "Your data" on /account: the three downloads and the deletion request. */
const meta = preview.meta({
  title: 'Data requests/Your data',
  component: YourDataSection,
  parameters: { route: '/account', path: '/account', session: storedSession(fixtures.guardian) },
});

/** No request yet: the guardian reads what a deletion erases and keeps, asks, and sees it waiting. */
export const NoRequest = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.none()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download for health systems (FHIR)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download as data (JSON)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download as a page to read' })).toBeEnabled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for your data to be deleted' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('These are deleted')).toBeVisible();
    await expect(dialog.getByText('The hospital keeps these')).toBeVisible();
    await expect(dialog.getByText(/Questionnaire answers, without your name/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ask for deletion' }));
    await expect(await canvas.findByText(/You asked for your data to be deleted on/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Ask for your data to be deleted' })).toBeNull(),
    );
  },
});

/** A request is waiting: its due day is shown and no second one can be asked. */
export const OpenRequest = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.open()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The hospital will answer by/)).toBeVisible();
    await expect(
      canvas.getByText('You can ask again once the hospital has answered this request.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ask for your data to be deleted' })).toBeNull();
  },
});

/** A refused request shows the hospital's reason, and the guardian may ask again. */
export const Refused = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.refused()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your child is still in our care.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask for your data to be deleted' })).toBeEnabled();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.fails()),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Your requests could not be loaded.');
    // The downloads do not depend on the list of requests.
    await expect(canvas.getByRole('button', { name: 'Download for health systems (FHIR)' })).toBeEnabled();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(...h.open()),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'بياناتك' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(await canvas.findByText(/سيردّ المستشفى قبل/)).toBeVisible();
  },
});
