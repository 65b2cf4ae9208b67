import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, HttpResponse } from 'msw';
import preview from '../../.storybook/preview.tsx';
import { AssignPage } from '../../src/features/questionnaires/assign/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { appUserHandlers } from '../mocks/app-users.ts';
import { demoQuestionnaire, demoQuestionnaires, questionnaireHandlers } from '../mocks/questionnaires.ts';
import { assignHandlers } from '../mocks/questionnaire-responses.ts';
import { assignmentHandlers } from '../mocks/questionnaire-assignments.ts';
import { childHandlers } from '../mocks/questionnaire-children.ts';
import { answer } from '../mocks/endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';
import { appUsersEndpoints } from '../../src/api/contracts/index.ts';

/** What the assign calls sent, for the stories that check it. */
const sentBodies: unknown[] = [];

const meta = preview.meta({
  title: 'Screens/Questionnaires/Assign',
  component: AssignPage,
  parameters: {
    route: `/questionnaires/assign?id=${demoQuestionnaire().id}`,
    path: '/questionnaires/assign',
    session: storedSession(),
  },
  beforeEach: ({ msw }) =>
    msw.use(
      questionnaireHandlers.one,
      appUserHandlers.many,
      assignHandlers.asked,
      assignmentHandlers.populated,
      childHandlers.linked,
    ),
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

/**
 * A search on its way: the list the admin is leaving stays, faded and busy, and none of it can be ticked
 * until the people asked for arrive (here they never do).
 */
export const SearchLoading = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(appUsersEndpoints.list, async ({ request }) => {
        // A search is held; the first list falls through to the screen's own people.
        if (new URL(request.url).searchParams.get('search')) await delay('infinite');
        return undefined;
      }),
    ),
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('list', { name: 'People to choose from' }, { timeout: 10_000 });
    await waitFor(() => expect(within(people).getAllByRole('checkbox').length).toBeGreaterThan(0));
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search by name, e-mail or number' }),
      'family1',
    );
    await waitFor(() => expect(people).toHaveAttribute('aria-busy', 'true'));
    for (const box of within(people).getAllByRole('checkbox')) await expect(box).toBeDisabled();
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
      answer(questionnairesEndpoints.get, () => HttpResponse.json(demoQuestionnaire(demoQuestionnaires[2]))),
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
    const sent = await canvas.findByRole('region', { name: 'ما أُرسل ومتى' });
    await expect(await within(sent).findAllByText('تذكير 1')).toHaveLength(2);
    // Arabic dates carry right-to-left marks between their parts.
    await expect(within(sent).getByText(/^كل أسبوع حتى 31.\/12.\/2026/)).toBeVisible();
  },
});

/** Each assignment: its settings, every e-mail it sent, when (London time) and its state. */
export const SentLog = meta.story({
  play: async ({ canvas }) => {
    const sent = await canvas.findByRole('region', { name: 'What was sent and when' }, { timeout: 10_000 });
    const weekly = await within(sent).findByRole('table', { name: 'Assigned on 02/11/2026, 09:00' });
    await expect(
      within(sent).getByText('Every week until 31/12/2026 · reminded after 2 days, at most 2 times'),
    ).toBeVisible();
    const rows = within(weekly).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(within(rows[5] as HTMLElement).getByText('Reminder 2')).toBeVisible();
    await expect(within(rows[5] as HTMLElement).getByText('Failed')).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByText('Not sent: no e-mail address')).toBeVisible();
    await expect(within(rows[6] as HTMLElement).getByText('Repeat 1')).toBeVisible();
    await expect(within(rows[6] as HTMLElement).getByText('Waiting to be sent')).toBeVisible();
    await expect(within(sent).getByText('Asked once')).toBeVisible();
    await expect(within(sent).getByText('Nothing was sent for this assignment.')).toBeVisible();
  },
});

export const SentLogLoading = meta.story({
  beforeEach: ({ msw }) => msw.use(assignmentHandlers.pending),
  play: async ({ canvas }) => {
    const sent = await canvas.findByRole('region', { name: 'What was sent and when' }, { timeout: 10_000 });
    await expect(within(sent).getByRole('progressbar')).toBeVisible();
  },
});

export const SentLogEmpty = meta.story({
  beforeEach: ({ msw }) => msw.use(assignmentHandlers.empty),
  play: async ({ canvas }) => {
    const sent = await canvas.findByRole('region', { name: 'What was sent and when' }, { timeout: 10_000 });
    await expect(await within(sent).findByText('Nothing has been assigned yet.')).toBeVisible();
  },
});

export const SentLogFails = meta.story({
  beforeEach: ({ msw }) => msw.use(assignmentHandlers.fails),
  play: async ({ canvas }) => {
    const sent = await canvas.findByRole('region', { name: 'What was sent and when' }, { timeout: 10_000 });
    await expect(await within(sent).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'What was sent could not be loaded.',
    );
  },
});

/** On a phone the sent log's table scrolls in its own region; the page never scrolls sideways. */
export const SentLogOnPhone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const sent = await canvas.findByRole('region', { name: 'What was sent and when' }, { timeout: 10_000 });
    await expect(
      await within(sent).findByRole('table', { name: 'Assigned on 02/11/2026, 09:00' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** Repeat weekly and remind: a value out of bounds is refused by name, then the settings are sent. */
export const RepeatAndRemind = meta.story({
  beforeEach: ({ msw }) => {
    sentBodies.length = 0;
    msw.use(
      answer(questionnairesEndpoints.assign, async ({ request }) => {
        const body = (await request.json()) as { userIds: string[] };
        sentBodies.push(body);
        return HttpResponse.json(
          {
            data: body.userIds.map((u) => ({
              user_id: u,
              response_id: u,
              created: true,
              subject_patient_id: null,
            })),
          },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    const people = await canvas.findByRole('list', { name: 'People to choose from' }, { timeout: 10_000 });
    await userEvent.click(within(people).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Repeat' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remind' }));
    const every = canvas.getByRole('spinbutton', { name: 'Every' });
    await userEvent.clear(every);
    await userEvent.type(every, '60');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask 1 person' }));
    await expect(await canvas.findByText('Every 1 to 52 weeks.')).toBeVisible();
    await expect(sentBodies).toHaveLength(0);
    await userEvent.clear(every);
    await userEvent.type(every, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask 1 person' }));
    await waitFor(() => expect(sentBodies).toHaveLength(1));
    await expect(sentBodies[0]).toMatchObject({
      repeat: { every: 2, unit: 'week' },
      remind: { afterDays: 2, atMost: 2 },
    });
  },
});
