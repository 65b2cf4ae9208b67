import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import preview from '../../.storybook/preview.tsx';
import { typeDate } from '../play/date-field.ts';
import { BuilderPage } from '../../src/features/questionnaires/builder/index.ts';
import type { QuestionnaireDefinition } from '../../src/api/contracts/questionnaires.ts';
import { storedSession } from '../mocks/fixtures.ts';
import {
  branchingItems,
  demoQuestionnaire,
  neverShownItems,
  questionnaireHandlers,
} from '../mocks/questionnaires.ts';
import { answer } from '../mocks/endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

/** What the builder sent, by the story that sent it. */
const sent = { body: null as QuestionnaireDefinition | null };
const captures = [
  answer(questionnairesEndpoints.create, async ({ request }) => {
    sent.body = (await request.json()) as QuestionnaireDefinition;
    return HttpResponse.json(
      { ...demoQuestionnaire(), ...sent.body, status: 0, version: 1 },
      { status: 201 },
    );
  }),
  answer(questionnairesEndpoints.update, async ({ request }) => {
    sent.body = (await request.json()) as QuestionnaireDefinition;
    return HttpResponse.json({ ...demoQuestionnaire(), ...sent.body });
  }),
];

const meta = preview.meta({
  title: 'Screens/Questionnaires/Builder conditions',
  component: BuilderPage,
  parameters: {
    route: `/questionnaires/edit?id=${demoQuestionnaire().id}`,
    path: '/questionnaires/:action',
    session: storedSession(),
  },
  beforeEach: ({ msw }) => {
    sent.body = null;
    msw.use(questionnaireHandlers.withItems(branchingItems), ...captures);
  },
});

const body = () => within(document.body);
/** Opens a select of the region, picks an option by its name, and says which options it offered. */
async function pick(region: ReturnType<typeof within>, select: string, option: string) {
  await userEvent.click(region.getByRole('combobox', { name: select }));
  const offered = (await body().findAllByRole('option')).map((o) => o.textContent);
  await userEvent.click(await body().findByRole('option', { name: option }));
  return offered;
}
/** Question 5 ("Tell us more"), whose one condition the stories change. */
const fifth = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('region', { name: 'Question 5' }, { timeout: 10_000 }));
const saved = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent.body).not.toBeNull());
  return (sent.body as QuestionnaireDefinition).item[4]?.enableWhen;
};

/** A yes/no question: is / is not / answered or not, and a Yes / No picker stored as a boolean. */
export const YesNoPicker = meta.story({
  play: async ({ canvas }) => {
    const q5 = await fifth(canvas);
    await expect(q5.getByRole('combobox', { name: 'Answer' })).toHaveTextContent('Yes');
    await expect(await pick(q5, 'Answer', 'No')).toEqual(['Yes', 'No']);
    await expect(await saved(canvas)).toEqual([
      { question: 'pain', operator: '=', answer: { valueBoolean: false } },
    ]);
  },
});

/** A choice: the picker lists the options by their labels and stores the chosen one's code. */
export const ChoicePicker = meta.story({
  play: async ({ canvas }) => {
    const q5 = await fifth(canvas);
    await pick(q5, 'Show when', 'How much?');
    await expect(await pick(q5, 'Answer', 'A lot')).toEqual(['A little', 'A lot']);
    await expect(await saved(canvas)).toEqual([
      { question: 'level', operator: '=', answer: { valueCoding: { code: 'lot' } } },
    ]);
  },
});

/** A number: the comparisons numbers allow, and a number field. */
export const NumberWithComparator = meta.story({
  play: async ({ canvas }) => {
    const q5 = await fifth(canvas);
    await pick(q5, 'Show when', 'How many days?');
    await expect(await pick(q5, 'Is', 'is at least')).toEqual([
      'is',
      'is not',
      'is more than',
      'is less than',
      'is at least',
      'is at most',
      'answered or not',
    ]);
    await userEvent.type(q5.getByRole('spinbutton', { name: 'Answer' }), '3');
    await expect(await saved(canvas)).toEqual([
      { question: 'days', operator: '>=', answer: { valueInteger: 3 } },
    ]);
  },
});

/** A date: before / after in words, and a date field. */
export const DatePicker = meta.story({
  play: async ({ canvas }) => {
    const q5 = await fifth(canvas);
    await pick(q5, 'Show when', 'Since when?');
    await expect(await pick(q5, 'Is', 'is before')).toContain('is on or after');
    // A date typed day first, as British English writes it.
    await typeDate(q5, 'Answer', '31012026');
    await expect(await saved(canvas)).toEqual([
      { question: 'since', operator: '<', answer: { valueDate: '2026-01-31' } },
    ]);
  },
});

/** "Answered or not": the picker asks answered / not answered (FHIR's exists). */
export const AnsweredOrNot = meta.story({
  play: async ({ canvas }) => {
    const q5 = await fifth(canvas);
    // A yes/no question is never "more than" anything.
    await expect(await pick(q5, 'Is', 'answered or not')).toEqual(['is', 'is not', 'answered or not']);
    await pick(q5, 'Answer', 'Not answered');
    await expect(await saved(canvas)).toEqual([
      { question: 'pain', operator: 'exists', answer: { valueBoolean: false } },
    ]);
  },
});

/** A condition left without its answer is named under its field, and nothing is sent. */
export const ConditionNeedsAnswer = meta.story({
  play: async ({ canvas }) => {
    const q5 = await fifth(canvas);
    await pick(q5, 'Show when', 'How many days?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await q5.findByText('Choose the answer this depends on.')).toBeVisible();
    await expect(sent.body).toBeNull();
  },
});

const CREATE = { route: '/questionnaires/create' };

/** A score rule without its score is refused beside the field, never saved as 0. */
export const RuleNeedsItsScore = meta.story({
  parameters: CREATE,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Title (English)'), 'M');
    const rule = within(canvas.getByRole('region', { name: 'Duty of care' }));
    await pick(rule, 'Raise a flag', 'When the score reaches');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const score = rule.getByRole('spinbutton', { name: 'Score' });
    await expect(score).toHaveAccessibleDescription('Enter the score at which this rule raises a flag.');
    await expect(score).toHaveAttribute('aria-invalid', 'true');
    await expect(sent.body).toBeNull();
  },
});

/** A named rule with its score: saved with both, so its flags can say which rule they reached. */
export const RuleWithNameAndScore = meta.story({
  play: async ({ canvas }) => {
    const rule = within(await canvas.findByRole('region', { name: 'Duty of care' }, { timeout: 10_000 }));
    await pick(rule, 'Raise a flag', 'When the score reaches');
    await userEvent.type(rule.getByLabelText('Rule name (English)'), 'Low');
    await userEvent.type(rule.getByRole('spinbutton', { name: 'Score' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.body).not.toBeNull());
    await expect(sent.body?.dutyOfCare).toEqual({ kind: 'score', label: { en: 'Low' }, threshold: 5 });
  },
});

/** An answer rule picks its answer the same way: the options of the question it names. */
export const RuleAnswerPicker = meta.story({
  play: async ({ canvas }) => {
    const rule = within(await canvas.findByRole('region', { name: 'Duty of care' }, { timeout: 10_000 }));
    await pick(rule, 'Raise a flag', 'When a question is answered');
    await pick(rule, 'Question', 'How much?');
    await expect(await pick(rule, 'Answer', 'A lot')).toEqual(['A little', 'A lot']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.body).not.toBeNull());
    await expect(sent.body?.dutyOfCare).toEqual({
      kind: 'answer',
      linkId: 'level',
      answer: { valueCoding: { code: 'lot' } },
    });
  },
});

/** A condition on an answer the question does not have: a warning beside it; saving is still allowed. */
export const CanNeverShow = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.withItems(neverShownItems)),
  play: async ({ canvas }) => {
    const third = within(await canvas.findByRole('region', { name: 'Question 3' }, { timeout: 10_000 }));
    const warning = third.getByRole('status', { name: 'Check this question' });
    await expect(warning).toHaveTextContent(
      'Condition 1 can never be true: that answer is not one of the question’s options.',
    );
    await expect(warning).toHaveTextContent(
      'This question can never show: its conditions can never be true.',
    );
    await expect(within(canvas.getByRole('region', { name: 'Question 2' })).queryByRole('status')).toBeNull();
    // Choosing a real answer clears it.
    await pick(third, 'Answer', 'A lot');
    await waitFor(() => expect(third.queryByRole('status')).toBeNull());
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.withItems(neverShownItems)),
  play: async ({ canvas }) => {
    const third = within(await canvas.findByRole('region', { name: 'السؤال 3' }, { timeout: 10_000 }));
    await expect(third.getByRole('status', { name: 'راجع هذا السؤال' })).toHaveTextContent(
      'لا يمكن أن يظهر هذا السؤال أبدًا',
    );
    await expect(third.getByRole('combobox', { name: 'الإجابة' })).toBeVisible();
  },
});
