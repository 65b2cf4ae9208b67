import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { QuestionnairesPage } from '../../src/features/questionnaires/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { questionnaireHandlers } from '../mocks/questionnaires.ts';

const meta = preview.meta({
  title: 'Screens/Questionnaires/List',
  component: QuestionnairesPage,
  parameters: { route: '/questionnaires', path: '/questionnaires', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No questionnaires yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The questionnaires could not be loaded.',
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Questionnaires' }, { timeout: 10_000 });
    await expect(await within(grid).findByText('Pain check', {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(grid).getAllByText('Draft').length).toBe(2);
    // The transition table: a draft is activated, an active one handed to staff, an Admin one back.
    await expect(within(grid).getByRole('button', { name: 'Activate Sleep diary' })).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Make Pain check staff only' })).toBeVisible();
    await expect(
      within(grid).getByRole('button', { name: 'Activate Ward round notes (staff)' }),
    ).toBeVisible();
    await expect(within(grid).queryByRole('button', { name: 'Move Pain check back to draft' })).toBeNull();
  },
});

export const FilterByStatus = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Questionnaires' }, { timeout: 10_000 });
    await within(grid).findByText('Pain check', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(within(grid).queryByText('Pain check')).toBeNull());
    await expect(within(grid).getByText('Sleep diary')).toBeVisible();
  },
});

export const Search = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.many),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Questionnaires' }, { timeout: 10_000 });
    await within(grid).findByText('Pain check', {}, { timeout: 10_000 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search questionnaires' }), 'sleep');
    await waitFor(() => expect(within(grid).queryByText('Pain check')).toBeNull(), { timeout: 5000 });
    await expect(within(grid).getByText('Sleep diary')).toBeVisible();
  },
});

export const Activate = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.many, questionnaireHandlers.status),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Questionnaires' }, { timeout: 10_000 });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Activate Sleep diary' }));
    await expect(await within(document.body).findByText('Sleep diary is active.')).toBeVisible();
  },
});

export const Duplicate = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(questionnaireHandlers.many, questionnaireHandlers.one, questionnaireHandlers.create),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Questionnaires' }, { timeout: 10_000 });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Duplicate Pain check' }));
    await expect(
      await within(document.body).findByText('A copy of Pain check was made as a draft.'),
    ).toBeVisible();
  },
});

export const DeleteSeveral = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.many, questionnaireHandlers.remove),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Questionnaires' }, { timeout: 10_000 });
    await within(grid).findByText('Pain check', {}, { timeout: 10_000 });
    const boxes = within(grid).getAllByRole('checkbox', { name: /select row/i });
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Delete 2 questionnaires?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await within(document.body).findByText('2 questionnaires were deleted.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.many),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'الاستبيانات' })).toBeVisible();
    await expect(await canvas.findByText('فحص الألم')).toBeVisible();
    // Untranslated titles fall back to English, as in the app.
    await expect(canvas.getByText('Going home survey')).toBeVisible();
  },
});
