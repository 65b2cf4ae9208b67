import { HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import type { QuizInput } from '../../src/api/contracts/quizzes.ts';
import { QuizzesPage } from '../../src/features/quizzes/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { apiError } from '../mocks/handlers.ts';
import { demoQuiz, quizHandlers, savedQuiz } from '../mocks/quizzes.ts';
import { answer } from '../mocks/endpoint.ts';
import { quizzesEndpoints } from '../../src/api/contracts/quizzes.ts';

/** The quiz editor, opened over the list as an admin does: create, edit, and a save the server refuses. */
const meta = preview.meta({
  title: 'Screens/Quizzes/Editor',
  component: QuizzesPage,
  parameters: { route: '/quizzes', path: '/quizzes', session: storedSession() },
});

// Generous waits: the stories run beside others on a busy machine, and a find that gives up early fails a working editor.
const WAIT = { timeout: 5_000 };
const dialog = async (name: string) =>
  within(await within(document.body).findByRole('dialog', { name }, WAIT));

/** The quiz bodies the editor stories' server received, with their method and address. */
const sent: { method: string; path: string; body: QuizInput }[] = [];
const recordSaves = [
  answer(quizzesEndpoints.create, async ({ request }) => {
    const body = (await request.json()) as QuizInput;
    sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
    return HttpResponse.json(savedQuiz(body, '70000000-0000-4000-8000-000000000099'), { status: 201 });
  }),
  answer(quizzesEndpoints.update, async ({ request, params }) => {
    const body = (await request.json()) as QuizInput;
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
    return HttpResponse.json(savedQuiz(body, String(params.id)));
  }),
];

/**
 * Fills a text field as one paste: typing key by key re-renders the whole editor per key, which
 * on a busy machine outlasts the story's time limit.
 */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Picks an option of an MUI select: its list opens in a popup outside the dialog. */
async function choose(scope: ReturnType<typeof within>, select: RegExp, option: string) {
  await userEvent.click(scope.getByRole('combobox', { name: select }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }, WAIT));
}

export const CreateQuiz = meta.story({
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(quizHandlers.many, ...recordSaves);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New quiz' }));
    const editor = await dialog('New quiz');
    // Saving an empty quiz says what is missing and sends nothing.
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await editor.findByText(/Fill in every English text/, {}, WAIT)).toBeVisible();
    await expect(sent).toHaveLength(0);

    await fill(editor.getByRole('textbox', { name: 'Title' }), 'Heroes');
    await fill(editor.getByRole('textbox', { name: 'Title (Spanish)' }), 'Héroes');
    // Question 1: several correct answers, a third choice added and ticked.
    const first = within(editor.getByRole('region', { name: 'Question 1' }));
    await choose(first, /^Answers/, 'Several correct answers');
    await fill(first.getByRole('textbox', { name: 'Question' }), 'Who can help?');
    await fill(first.getByRole('textbox', { name: 'Choice 1' }), 'A nurse');
    await fill(first.getByRole('textbox', { name: 'Choice 2' }), 'Nobody');
    await userEvent.click(first.getByRole('button', { name: 'Add choice' }));
    await fill(await first.findByRole('textbox', { name: 'Choice 3' }), 'A doctor');
    await userEvent.click(first.getByRole('checkbox', { name: 'Choice 3 is correct' }));
    // Question 2: one correct answer, the second choice.
    await userEvent.click(editor.getByRole('button', { name: 'Add question' }));
    const second = within(await editor.findByRole('region', { name: 'Question 2' }));
    await fill(second.getByRole('textbox', { name: 'Question' }), 'Where do we wash our hands?');
    await fill(second.getByRole('textbox', { name: 'Choice 1' }), 'In bed');
    await fill(second.getByRole('textbox', { name: 'Choice 2' }), 'At the sink');
    await userEvent.click(second.getByRole('checkbox', { name: 'Choice 2 is correct' }));
    await expect(second.getByRole('checkbox', { name: 'Choice 1 is correct' })).not.toBeChecked();

    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await within(document.body).findByText('Heroes was created.', {}, WAIT)).toBeVisible();
    await expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/quizzes',
        body: {
          title: { en: 'Heroes', es: 'Héroes' },
          description: null,
          questions: [
            {
              id: 'q1',
              kind: 'multiple',
              text: { en: 'Who can help?' },
              explanation: null,
              image_id: null,
              choices: [
                { id: 'a', text: { en: 'A nurse' }, correct: true },
                { id: 'b', text: { en: 'Nobody' }, correct: false },
                { id: 'c3', text: { en: 'A doctor' }, correct: true },
              ],
            },
            {
              id: 'q2',
              kind: 'single',
              text: { en: 'Where do we wash our hands?' },
              explanation: null,
              image_id: null,
              choices: [
                { id: 'a', text: { en: 'In bed' }, correct: false },
                { id: 'b', text: { en: 'At the sink' }, correct: true },
              ],
            },
          ],
        },
      },
    ]);
  },
});

export const EditQuiz = meta.story({
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(quizHandlers.many, quizHandlers.one, ...recordSaves);
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Staying safe on the ward' }));
    const editor = await dialog('Edit quiz');
    // The quiz as saved: its texts in every language, and the correct choices ticked.
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Staying safe on the ward');
    await expect(editor.getByRole('textbox', { name: 'Title (Arabic)' })).toHaveValue('الأمان في الجناح');
    const first = within(editor.getByRole('region', { name: 'Question 1' }));
    await expect(first.getByRole('textbox', { name: 'Question' })).toHaveValue('When do we wash our hands?');
    await expect(first.getByRole('textbox', { name: 'Explanation shown after answering' })).toHaveValue(
      'Clean hands keep germs away from everyone on the ward.',
    );
    await expect(first.getByRole('checkbox', { name: 'Choice 1 is correct' })).toBeChecked();
    const second = within(editor.getByRole('region', { name: 'Question 2' }));
    await expect(second.getByRole('combobox', { name: /^Answers/ })).toHaveTextContent(
      'Several correct answers',
    );
    await expect(second.getByRole('checkbox', { name: 'Choice 2 is correct' })).toBeChecked();

    // Changed: the English title, and a single-choice question's correct answer (ticking another unticks the first).
    await userEvent.clear(editor.getByRole('textbox', { name: 'Title' }));
    await fill(editor.getByRole('textbox', { name: 'Title' }), 'Safe on the ward');
    await userEvent.click(first.getByRole('checkbox', { name: 'Choice 2 is correct' }));
    await expect(first.getByRole('checkbox', { name: 'Choice 1 is correct' })).not.toBeChecked();
    await userEvent.click(second.getByRole('button', { name: 'Remove choice 3' }));

    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(
      await within(document.body).findByText('Safe on the ward was saved.', {}, WAIT),
    ).toBeVisible();
    await expect(sent).toHaveLength(1);
    const [put] = sent;
    await expect(put?.method).toBe('PUT');
    await expect(put?.path).toBe(`/api/quizzes/${demoQuiz.id}`);
    // The question and choice ids are kept, so earlier results per question survive the edit.
    await expect(put?.body).toEqual({
      title: { en: 'Safe on the ward', ar: 'الأمان في الجناح', es: 'Seguros en la planta' },
      description: { en: 'Two questions about keeping germs away and asking for help.' },
      questions: [
        {
          id: 'hands',
          kind: 'single',
          text: demoQuiz.questions[0]?.text,
          explanation: { en: 'Clean hands keep germs away from everyone on the ward.' },
          image_id: null,
          choices: [
            { id: 'always', text: { en: 'Before eating and after the toilet' }, correct: false },
            { id: 'never', text: { en: 'Only at bedtime' }, correct: true },
          ],
        },
        {
          id: 'help',
          kind: 'multiple',
          text: demoQuiz.questions[1]?.text,
          explanation: null,
          image_id: null,
          choices: [
            { id: 'nurse', text: { en: 'A nurse' }, correct: true },
            { id: 'doctor', text: { en: 'A doctor' }, correct: true },
          ],
        },
      ],
    });
  },
});

export const SaveRefused = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      quizHandlers.many,
      quizHandlers.one,
      answer(quizzesEndpoints.update, () =>
        apiError({
          status: 400,
          code: 'ValidationError',
          message: 'questions.1.image_id: Not an image uploaded for quizzes here',
          fields: [{ path: 'questions.1.image_id', message: 'Not an image uploaded for quizzes here' }],
        }),
      ),
    ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Staying safe on the ward' }));
    const editor = await dialog('Edit quiz');
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    // The server's reason, its field named as the editor names it; the editor stays open to fix it.
    const alert = await editor.findByRole('alert', {}, WAIT);
    await expect(alert).toHaveTextContent('The server did not accept the quiz:');
    await expect(alert).toHaveTextContent('Question 2: Not an image uploaded for quizzes here');
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue('Staying safe on the ward');
  },
});
