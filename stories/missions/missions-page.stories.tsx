import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { MissionsPage } from '../../src/features/missions/index.ts';
import { areaHandlers } from '../mocks/areas.ts';
import { storedSession } from '../mocks/fixtures.ts';
import type { MissionInput } from '../../src/api/contracts/missions.ts';
import { apiError } from '../mocks/handlers.ts';
import { demoMission, demoQuiz, missionHandlers, quizHandlers } from '../mocks/quizzes.ts';
import { answer } from '../mocks/endpoint.ts';
import { missionsEndpoints } from '../../src/api/contracts/missions.ts';

const meta = preview.meta({
  title: 'Screens/Missions/List',
  component: MissionsPage,
  parameters: { route: '/missions', path: '/missions', session: storedSession() },
});

const dialog = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }, { timeout: 5_000 }));

/** The mission bodies the editor stories' server received, with their method and address. */
const sent: { method: string; path: string; body: MissionInput }[] = [];
const recordSaves = [
  answer(missionsEndpoints.create, async ({ request }) => {
    const body = (await request.json()) as MissionInput;
    sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
    return HttpResponse.json(
      { ...demoMission, ...body, id: '70000000-0000-4000-8000-000000000098' },
      { status: 201 },
    );
  }),
  answer(missionsEndpoints.update, async ({ request }) => {
    const body = (await request.json()) as MissionInput;
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
    return HttpResponse.json({ ...demoMission, ...body });
  }),
];

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
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(missionHandlers.many, ...recordSaves, quizHandlers.many, ...missionHandlers.targets);
  },
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
    // The steps in their new order, each keeping its id (and so its patients' progress).
    await expect(sent.map((r) => [r.method, r.path])).toEqual([['PUT', `/api/missions/${demoMission.id}`]]);
    await expect(sent[0]?.body.steps.map((step) => step.id)).toEqual(['feel', 'quiz', 'breathe']);
    await expect(sent[0]?.body.steps[0]).toEqual(demoMission.steps[1]);
  },
});

export const CreateMission = meta.story({
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(missionHandlers.many, ...recordSaves, quizHandlers.many, ...missionHandlers.targets);
  },
  play: async ({ canvas }) => {
    const options = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'New mission' }));
    const editor = await dialog('New mission');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(editor.getByText(/choose what each step asks for/)).toBeVisible();
    await userEvent.type(editor.getByRole('textbox', { name: 'Title' }), 'Calm');
    const step = (n: number) => within(editor.getByRole('listitem', { name: `Step ${n}` }));
    await userEvent.click(step(1).getByRole('combobox', { name: 'What to do' }));
    await userEvent.click(await options.findByRole('option', { name: 'Staying safe on the ward' }));
    await userEvent.type(step(1).getByRole('textbox', { name: 'Step title' }), 'Quiz');
    // A second step, a carousel item: the catalogue's carousels are offered, not the features.
    await userEvent.click(editor.getByRole('button', { name: 'Add step' }));
    await userEvent.click(await step(2).findByRole('combobox', { name: /^Step/ }));
    await userEvent.click(await options.findByRole('option', { name: 'Open a carousel item' }));
    await userEvent.click(step(2).getByRole('combobox', { name: 'What to do' }));
    // The menu fades in: wait for the option to be shown, not just mounted.
    await waitFor(() =>
      expect(options.getByRole('option', { name: 'Games · Bubble breathing' })).toBeVisible(),
    );
    await expect(options.queryByRole('option', { name: /Features/ })).toBeNull();
    await userEvent.click(options.getByRole('option', { name: 'Games · Bubble breathing' }));
    await userEvent.type(step(2).getByRole('textbox', { name: 'Step title' }), 'Breathe');
    // …moved first.
    await userEvent.click(editor.getByRole('button', { name: 'Move step 2 up' }));
    await expect(step(1).getByRole('textbox', { name: 'Step title' })).toHaveValue('Breathe');
    await userEvent.type(editor.getByRole('textbox', { name: 'Badge name' }), 'Star');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('Calm was created.')).toBeVisible();
    await expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/missions',
        body: {
          title: { en: 'Calm' },
          description: null,
          steps: [
            {
              id: 's2',
              kind: 'content_item',
              target_id: demoMission.steps[2]?.target_id,
              title: { en: 'Breathe' },
            },
            { id: 's1', kind: 'quiz', target_id: demoQuiz.id, title: { en: 'Quiz' } },
          ],
          badge: { name: { en: 'Star' }, icon: 'star' },
        },
      },
    ]);
  },
});

export const SaveRefused = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      missionHandlers.many,
      quizHandlers.many,
      ...missionHandlers.targets,
      answer(missionsEndpoints.update, () =>
        apiError({
          status: 400,
          code: 'ValidationError',
          message: 'steps.1.target_id: Not a questionnaire of the organisation',
          fields: [{ path: 'steps.1.target_id', message: 'Not a questionnaire of the organisation' }],
        }),
      ),
    ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Ready for the ward' }));
    const editor = await dialog('Edit mission');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    // The server's reason, with the step it names; the editor stays open to fix it.
    const alert = await editor.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent('The server did not accept the mission:');
    await expect(alert).toHaveTextContent('Step 2: Not a questionnaire of the organisation');
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

export const OfferInAreas = meta.story({
  beforeEach: ({ msw }) => msw.use(missionHandlers.many, missionHandlers.areas, areaHandlers.some),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Areas of Ready for the ward' }));
    const areas = await dialog('Offer Ready for the ward in areas');
    await userEvent.click(await areas.findByRole('checkbox', { name: 'Day surgery' }));
    await userEvent.click(areas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(document.body).findByText('The areas of Ready for the ward were saved.'),
    ).toBeVisible();
  },
});

export const Delete = meta.story({
  beforeEach: ({ msw }) => msw.use(missionHandlers.many, missionHandlers.remove),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Ready for the ward' }));
    const confirm = await dialog('Delete Ready for the ward?');
    await expect(confirm.getByText(/progress and badges for it are deleted too/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await within(document.body).findByText('Ready for the ward was deleted.')).toBeVisible();
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
