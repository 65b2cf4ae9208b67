import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ResponsesPage } from '../../src/features/questionnaires/responses/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { patients } from '../mocks/app-users.ts';
import { demoQuestionnaire, questionnaireHandlers } from '../mocks/questionnaires.ts';
import { responseHandlers } from '../mocks/questionnaire-responses.ts';
import { childHandlers } from '../mocks/questionnaire-children.ts';

const child = patients[0] as (typeof patients)[number];
const name = child.full_name as string;
const opened = `/questionnaires/responses?id=${demoQuestionnaire().id}&child=${child.id}&view=scores`;

/** A child's score across the questionnaire's repeats: the address a flag links to opens it. */
const meta = preview.meta({
  title: 'Screens/Questionnaires/Score over time',
  component: ResponsesPage,
  parameters: { route: opened, path: '/questionnaires/responses', session: storedSession() },
  beforeEach: ({ msw }) =>
    msw.use(questionnaireHandlers.one, ...responseHandlers.populated, childHandlers.scores),
});

/** The chart with the rule's threshold: the latest score and the rule said in words too. */
export const WithThreshold = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: 'Score over time' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-selected', 'true');
    const chart = await canvas.findByRole('figure', { name: `${name}'s score over time` });
    await expect(within(chart).getByText('Rule: 6')).toBeVisible();
    await expect(canvas.getByText('Latest score: 4 on 07/12/2026')).toBeVisible();
    await expect(canvas.getByText('A score of 6 or more raises a flag.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
  },
});

/** The table view: newest first, each score with whether it meets the rule. */
export const TableView = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Table' }, { timeout: 10_000 }));
    const table = await canvas.findByRole('table', { name: `${name}'s score over time` });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(within(rows[1] as HTMLElement).getByText('07/12/2026, 10:00')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('No')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('8')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Yes')).toBeVisible();
    await expect(canvas.queryByRole('figure', { name: `${name}'s score over time` })).toBeNull();
  },
});

/** Without a child chosen, the tab asks for one; choosing one shows their scores. */
export const ChooseAChild = meta.story({
  parameters: { route: `/questionnaires/responses?id=${demoQuestionnaire().id}&view=scores` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Choose a child to see their score/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Child' }));
    await userEvent.click(await within(document.body).findByRole('option', { name }));
    await expect(await canvas.findByRole('figure', { name: `${name}'s score over time` })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(childHandlers.noScores),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No scored answers yet', {}, { timeout: 10_000 })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(childHandlers.scoresPending),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading the scores…' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(childHandlers.scoresFail),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The scores could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: 'النتيجة مع الوقت' }, { timeout: 10_000 });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const chart = await canvas.findByRole('figure', { name: `نتيجة ${name} مع الوقت` });
    await expect(getComputedStyle(chart).direction).toBe('rtl');
    await expect(within(chart).getByText('القاعدة: 6')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'جدول' }));
    await expect(await canvas.findByRole('table', { name: `نتيجة ${name} مع الوقت` })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('figure', { name: `${name}'s score over time` }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Table' }));
    await expect(await canvas.findByRole('table', { name: `${name}'s score over time` })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
