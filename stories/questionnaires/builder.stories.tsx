import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import preview from '../../.storybook/preview.tsx';
import { BuilderPage } from '../../src/features/questionnaires/builder/index.ts';
import type { QuestionnaireDefinition } from '../../src/api/contracts/questionnaires.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { demoQuestionnaire, questionnaireHandlers } from '../mocks/questionnaires.ts';
import { answer } from '../mocks/endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

const meta = preview.meta({
  title: 'Screens/Questionnaires/Builder',
  component: BuilderPage,
  parameters: { route: '/questionnaires/create', path: '/questionnaires/:action', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.many),
});

const EDIT = `/questionnaires/edit?id=${demoQuestionnaire().id}`;

export const Create = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New questionnaire' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Question 1' })).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: { route: EDIT },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.onePending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
});

export const LoadError = meta.story({
  parameters: { route: EDIT },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.oneFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The questionnaire could not be loaded.',
    );
  },
});

export const Edit = meta.story({
  parameters: { route: EDIT },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.one),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Edit questionnaire' }, { timeout: 10_000 }),
    ).toBeVisible();
    const second = within(canvas.getByRole('region', { name: 'Question 2' }));
    await expect(second.getByLabelText('Question (English)')).toHaveValue('How much does it hurt?');
    await expect(second.getByLabelText('Question (Arabic)')).toHaveValue('ما مدى الألم؟');
    await expect(second.getByLabelText('Question (Arabic)')).toHaveAttribute('dir', 'rtl');
    // Active: saving makes a new version.
    await expect(canvas.getByText(/saving makes a new version/)).toBeVisible();
  },
});

/** Builds a two-question questionnaire, branches the second on the first, reorders, and saves (short texts: every key typed re-renders the form). */
export const AddBranchReorderSave = meta.story({
  beforeEach: ({ msw }) => {
    let sent: QuestionnaireDefinition | null = null;
    msw.use(
      answer(questionnairesEndpoints.create, async ({ request }) => {
        sent = (await request.json()) as QuestionnaireDefinition;
        (globalThis as { __sent?: unknown }).__sent = sent;
        return HttpResponse.json({ ...demoQuestionnaire(), ...sent, status: 0, version: 1 }, { status: 201 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Title (English)'), 'Mood');
    let first = within(canvas.getByRole('region', { name: 'Question 1' }));
    await userEvent.type(first.getByLabelText('Question (English)'), 'Sad?');
    // Add a second question and show it only when the first is answered yes.
    await userEvent.click(canvas.getByRole('button', { name: 'Add a question' }));
    let second = within(await canvas.findByRole('region', { name: 'Question 2' }));
    await userEvent.type(second.getByLabelText('Question (English)'), 'Why');
    await userEvent.click(second.getByRole('button', { name: 'Show only when…' }));
    await userEvent.click(await second.findByRole('combobox', { name: 'Answer' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Yes' }));
    // Add a third, then move it to the top.
    await userEvent.click(canvas.getByRole('button', { name: 'Add a question' }));
    const third = within(await canvas.findByRole('region', { name: 'Question 3' }));
    await userEvent.type(third.getByLabelText('Question (English)'), 'Name');
    await userEvent.click(third.getByRole('button', { name: 'Move question 3 up' }));
    second = within(canvas.getByRole('region', { name: 'Question 2' }));
    await expect(second.getByLabelText('Question (English)')).toHaveValue('Name');
    first = within(canvas.getByRole('region', { name: 'Question 1' }));
    await expect(first.getByLabelText('Question (English)')).toHaveValue('Sad?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect((globalThis as { __sent?: unknown }).__sent).toBeTruthy());
    const body = (globalThis as { __sent?: QuestionnaireDefinition }).__sent as QuestionnaireDefinition;
    await expect(body.item.map((i) => i.text.en)).toEqual(['Sad?', 'Name', 'Why']);
    await expect(body.item[2]?.enableWhen).toEqual([
      { question: 'q1', operator: '=', answer: { valueBoolean: true } },
    ]);
  },
});

export const InvalidShowsWhy = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('Required in English')).length).toBeGreaterThan(0);
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  parameters: { route: EDIT },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.one),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'تعديل الاستبيان' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});
