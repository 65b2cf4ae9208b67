import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import preview from '../../.storybook/preview.tsx';
import { AssignPage } from '../../src/features/questionnaires/assign/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { appUserHandlers } from '../mocks/app-users.ts';
import { demoQuestionnaire, demoQuestionnaires, questionnaireHandlers } from '../mocks/questionnaires.ts';
import { assignHandlers } from '../mocks/questionnaire-responses.ts';

const meta = preview.meta({
  title: 'Screens/Questionnaires/Assign',
  component: AssignPage,
  parameters: {
    route: `/questionnaires/assign?id=${demoQuestionnaire().id}`,
    path: '/questionnaires/assign',
    session: storedSession(),
  },
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.one, appUserHandlers.many, assignHandlers.asked),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.onePending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(questionnaireHandlers.oneFails),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The questionnaire could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const WhoWasAskedFails = meta.story({
  beforeEach: ({ msw }) => msw.use(assignHandlers.askedFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Who was asked could not be loaded.',
    );
  },
});

export const NobodyAskedYet = meta.story({
  beforeEach: ({ msw }) => msw.use(assignHandlers.nobodyAsked),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nobody has been asked yet.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

/** Who was asked, who answered and when; people already asked are marked in the picker. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    const asked = await canvas.findByRole('table', { name: 'Who was asked' }, { timeout: 10_000 });
    await expect(within(asked).getAllByText('Answered').length).toBeGreaterThan(1);
    await expect(within(asked).getAllByText('Not answered yet')).toHaveLength(2);
    const people = await canvas.findByRole('list', { name: 'People to choose from' });
    await expect(within(people).getAllByText('Already asked, not answered yet').length).toBeGreaterThan(0);
  },
});

/** Search for guardians, tick two (an inactive one cannot be ticked), ask them. */
export const SearchAndAssign = meta.story({
  beforeEach: ({ msw }) => msw.use(assignHandlers.assigns),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Guardians' }, { timeout: 10_000 }));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by name, e-mail or number' }),
      'family1',
    );
    const people = await canvas.findByRole('list', { name: 'People to choose from' });
    // Only the matches stay: family1 and family10 to family19.
    await waitFor(() => expect(within(people).getAllByRole('checkbox')).toHaveLength(11), { timeout: 5000 });
    const boxes = within(people).getAllByRole('checkbox');
    const enabled = boxes.filter((box) => !(box as HTMLInputElement).disabled);
    await userEvent.click(enabled[0] as HTMLElement);
    await userEvent.click(enabled[1] as HTMLElement);
    await expect(within(people).getAllByText('Account not active: cannot be asked').length).toBeGreaterThan(
      0,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ask 2 people' }));
    await expect(
      await within(document.body).findByText('2 people were asked to answer How are you feeling today?.'),
    ).toBeVisible();
  },
});

/** The server refuses (the questionnaire went back to draft meanwhile): its message is shown. */
export const ServerRefuses = meta.story({
  beforeEach: ({ msw }) => msw.use(assignHandlers.refused),
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('list', { name: 'People to choose from' }, { timeout: 10_000 });
    await userEvent.click(within(people).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ask 1 person' }));
    await expect(await canvas.findByText('A draft cannot be assigned: activate it first')).toBeVisible();
  },
});

/** A draft is not assignable (the transition table): the button stays off and says why. */
export const DraftNotAssignable = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('/api/questionnaire', () => HttpResponse.json(demoQuestionnaire(demoQuestionnaires[2]))),
    ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Only an active questionnaire can be assigned: activate it in the list first.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    const people = await canvas.findByRole('list', { name: 'People to choose from' });
    await userEvent.click(within(people).getAllByRole('checkbox')[0] as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'Ask 1 person' })).toBeDisabled();
  },
});

export const NobodyMatches = meta.story({
  beforeEach: ({ msw }) => msw.use(appUserHandlers.empty),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nobody matches this search.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'من سُئل' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('إسناد كيف تشعر اليوم؟');
  },
});
