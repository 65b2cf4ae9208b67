import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { MissionsPage } from '../../src/features/missions/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { missionHandlers, quizHandlers } from '../mocks/quizzes.ts';

const meta = preview.meta({
  title: 'Screens/Missions/List',
  component: MissionsPage,
  parameters: { route: '/missions', path: '/missions', session: storedSession() },
});

const dialog = async (name: string) => within(await within(document.body).findByRole('dialog', { name }));

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(missionHandlers.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(missionHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No missions yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(missionHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The missions could not be loaded.',
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(missionHandlers.many),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Missions' }));
    await expect(table.getByText('Ready for the ward')).toBeVisible();
    await expect(table.getByText('Ward explorer')).toBeVisible();
    await expect(table.getByText('2 started, 1 done')).toBeVisible();
  },
});

export const ReorderSteps = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(missionHandlers.many, missionHandlers.update, quizHandlers.many, ...missionHandlers.targets),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Ready for the ward' }));
    const editor = await dialog('Edit mission');
    const steps = () =>
      editor.getAllByRole('listitem').map((li) => within(li).getByRole('textbox', { name: 'Step title' }));
    await expect(steps()[0]).toHaveValue('Do the ward quiz');
    await userEvent.click(editor.getByRole('button', { name: 'Move step 1 down' }));
    await expect(steps()[0]).toHaveValue('Tell us how you feel');
    await expect(steps()[1]).toHaveValue('Do the ward quiz');
    await expect(editor.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('Ready for the ward was saved.')).toBeVisible();
  },
});

export const CreateMission = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(missionHandlers.many, missionHandlers.create, quizHandlers.many, ...missionHandlers.targets),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New mission' }));
    const editor = await dialog('New mission');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(editor.getByText(/choose what each step asks for/)).toBeVisible();
    await userEvent.type(editor.getByRole('textbox', { name: 'Title' }), 'Calm');
    await userEvent.click(editor.getByRole('combobox', { name: 'What to do' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Staying safe on the ward' }),
    );
    await userEvent.type(editor.getByRole('textbox', { name: 'Step title' }), 'Quiz');
    await userEvent.type(editor.getByRole('textbox', { name: 'Badge name' }), 'Star');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('Calm was created.')).toBeVisible();
  },
});

export const Progress = meta.story({
  beforeEach: ({ msw }) => msw.use(missionHandlers.many, missionHandlers.progress),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Progress of Ready for the ward' }));
    const progress = await dialog('Progress of Ready for the ward');
    const table = within(await progress.findByRole('table', { name: 'Progress per patient' }));
    await expect(table.getByText('3 of 3')).toBeVisible();
    await expect(table.getByText(/^Earned/)).toBeVisible();
    await expect(table.getByText('1 of 3')).toBeVisible();
    await expect(table.getAllByText('Not yet').length).toBe(2);
  },
});

export const ProgressError = meta.story({
  beforeEach: ({ msw }) => msw.use(missionHandlers.many, missionHandlers.progressFails),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Progress of Ready for the ward' }));
    const progress = await dialog('Progress of Ready for the ward');
    await expect(await progress.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The progress could not be loaded.',
    );
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(missionHandlers.many),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'المهام' })).toBeVisible();
    await expect(await canvas.findByText('مستعدون للجناح')).toBeVisible();
    await expect(canvas.getByText('مستكشف الجناح')).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(missionHandlers.many),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ready for the ward')).toBeVisible();
  },
});
