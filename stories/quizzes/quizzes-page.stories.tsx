import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { QuizzesPage } from '../../src/features/quizzes/index.ts';
import { areaHandlers } from '../mocks/areas.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { quizHandlers } from '../mocks/quizzes.ts';

const meta = preview.meta({
  title: 'Screens/Quizzes/List',
  component: QuizzesPage,
  parameters: { route: '/quizzes', path: '/quizzes', session: storedSession() },
});

const dialog = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No quizzes yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The quizzes could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.many),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Quizzes' }));
    await expect(table.getByText('Staying safe on the ward')).toBeVisible();
    await expect(table.getByText('Going home checklist')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Results of Staying safe on the ward' })).toBeVisible();
  },
});

export const Results = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.many, quizHandlers.results),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Results of Staying safe on the ward' }));
    const results = await dialog('Results of Staying safe on the ward');
    await expect(await results.findByText('Amelia Jones')).toBeVisible();
    await expect(results.getAllByText('2/2').length).toBeGreaterThan(0);
    await expect(results.getByText('1 of 2 right (50%)')).toBeVisible();
  },
});

export const ResultsNone = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.many, quizHandlers.noResults),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Results of Going home checklist' }));
    const results = await dialog('Results of Going home checklist');
    await expect(await results.findByText('No patient has answered this quiz yet.')).toBeVisible();
  },
});

export const ResultsError = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.many, quizHandlers.resultsFail),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Results of Staying safe on the ward' }));
    const results = await dialog('Results of Staying safe on the ward');
    await expect(await results.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The results could not be loaded.',
    );
  },
});

export const OfferInAreas = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.many, quizHandlers.areas, areaHandlers.some),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Areas of Going home checklist' }));
    const areas = await dialog('Offer Going home checklist in areas');
    await userEvent.click(await areas.findByRole('checkbox', { name: 'Day surgery' }));
    await userEvent.click(areas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(document.body).findByText('The areas of Going home checklist were saved.'),
    ).toBeVisible();
  },
});

export const DeleteRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(quizHandlers.many, quizHandlers.removeRefused),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Staying safe on the ward' }));
    const confirm = await dialog('Delete Staying safe on the ward?');
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await within(document.body).findByText(/A mission may still use it/)).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(quizHandlers.many),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الاختبارات' })).toBeVisible();
    await expect(await canvas.findByText('الأمان في الجناح')).toBeVisible();
    // Untranslated titles fall back to English, as in the app.
    await expect(canvas.getByText('Going home checklist')).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(quizHandlers.many),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Staying safe on the ward')).toBeVisible();
  },
});
