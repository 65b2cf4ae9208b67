import Box from '@mui/material/Box';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { MessagesPage } from '../../src/features/messages/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { messageHandlers as m, scheduledWorkHandlers as s } from '../mocks/messages.ts';
import { retentionHandlers } from '../mocks/retention.ts';
import { answer } from '../mocks/endpoint.ts';
import { messagesEndpoints } from '../../src/api/contracts/index.ts';

/** /messages: what Lantern e-mailed for the organisation, what it will do later, and what failed. */
const meta = preview.meta({
  title: 'Screens/Messages',
  component: MessagesPage,
  parameters: { route: '/messages', path: '/messages', session: storedSession() },
  beforeEach: ({ msw }) => msw.use(...retentionHandlers.defaults),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(m.pending, s.pending),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(canvas.getByRole('status', { name: 'Loading the scheduled work…' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(m.none, s.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No e-mails in the last 30 days')).toBeVisible();
    await expect(await canvas.findByText('Nothing is scheduled')).toBeVisible();
    await expect(canvas.getByText('No scheduled change failed')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(m.fails, s.fails),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), { timeout: 10_000 });
    const [list, schedule] = canvas.getAllByRole('alert') as [HTMLElement, HTMLElement];
    await expect(list).toHaveTextContent('The e-mails could not be loaded.');
    await expect(schedule).toHaveTextContent('The scheduled work could not be loaded.');
    await expect(within(schedule).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

let scheduleDown = true;
/** The schedule failed to load; once the server is back, "Try again" shows it. */
export const LoadErrorThenRetry = meta.story({
  beforeEach: ({ msw }) => {
    scheduleDown = true;
    msw.use(
      m.list,
      answer(messagesEndpoints.scheduled, () =>
        scheduleDown ? new HttpResponse('Bad gateway', { status: 502 }) : undefined,
      ),
      s.some,
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The scheduled work could not be loaded.');
    scheduleDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Visiting hours over the holidays')).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(m.list, s.some),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'E-mails of the last 30 days' });
    await expect(await within(grid).findByText('grace.okafor@family.test')).toBeVisible();
    await expect(within(grid).getAllByText('Sent').length).toBeGreaterThan(0);
    await expect(within(grid).getByText('Queued')).toBeVisible();
    await expect(within(grid).getAllByText('Failed')).toHaveLength(2);
    await expect(within(grid).getAllByRole('button', { name: /^Retry the e-mail to/ })).toHaveLength(2);
    // One organisation's own screen names no organisation on each row.
    await expect(within(grid).queryByRole('columnheader', { name: 'Organisation' })).toBeNull();
    const upcoming = within(await canvas.findByRole('region', { name: 'Upcoming' }));
    await expect(upcoming.getByText('Visiting hours over the holidays')).toBeVisible();
    await expect(upcoming.getByText('Questionnaire reminder')).toBeVisible();
    const failures = within(canvas.getByRole('region', { name: 'Failed scheduled changes' }));
    await expect(failures.getByText('The page was deleted before it was due to go live.')).toBeVisible();
  },
});

export const FilterByState = meta.story({
  beforeEach: ({ msw }) => msw.use(m.list, s.some),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await within(grid).findByText('grace.okafor@family.test');
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(within(grid).queryByText('Queued')).toBeNull());
    await expect(within(grid).getByText('oliver.jones@family.test')).toBeVisible();
  },
});

export const FailedWithRetry = meta.story({
  beforeEach: ({ msw }) => msw.use(...m.retrying(), s.some),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    const retry = await within(grid).findByRole('button', {
      name: 'Retry the e-mail to grace.okafor@family.test',
    });
    const row = retry.closest<HTMLElement>('[role="row"]');
    if (!row) throw new Error('no row around the retry button');
    await expect(within(row).getByText('Failed')).toBeVisible();
    await userEvent.click(retry);
    await expect(
      await within(document.body).findByText('The e-mail will be sent again in a moment.'),
    ).toBeVisible();
    await waitFor(() => expect(within(row).getByText('Queued')).toBeVisible());
    await expect(within(row).queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
});

export const RetryRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(m.list, m.retryRefused, s.some),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    const [retry] = await within(grid).findAllByRole('button', { name: /^Retry the e-mail to/ });
    if (!retry) throw new Error('no retry button');
    await userEvent.click(retry);
    await expect(
      await within(document.body).findByText('This e-mail is no longer failed, so it was not sent again.'),
    ).toBeVisible();
  },
});

export const SuperAdminAcrossOrganisations = meta.story({
  parameters: {
    session: { ...storedSession({ ...fixtures.admin, type: 0, organisation_id: null }), organisation: null },
  },
  beforeEach: ({ msw }) => msw.use(m.acrossOrganisations, s.acrossOrganisations),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByRole('columnheader', { name: 'Organisation' })).toBeVisible();
    await expect(
      (await within(grid).findAllByText('Northgate Royal Infirmary (demo)')).length,
    ).toBeGreaterThan(0);
    const upcoming = within(await canvas.findByRole('region', { name: 'Upcoming' }));
    await expect(upcoming.getByText('Northgate Royal Infirmary (demo)')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(m.list, s.some),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'الرسائل والأعمال المجدولة' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    const grid = await canvas.findByRole('grid');
    await expect((await within(grid).findAllByText('فشل')).length).toBe(2);
  },
});

/** A phone's width: the page reads in one column, each table scrolls inside its own box. */
export const Phone = meta.story({
  decorators: [
    (Story) => (
      <Box data-testid="phone" sx={{ width: 360, mx: 'auto' }}>
        <Story />
      </Box>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(m.list, s.some),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Messages and scheduled work' })).toBeVisible();
    await canvas.findByRole('grid');
    await canvas.findByRole('region', { name: 'Upcoming' });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
});
