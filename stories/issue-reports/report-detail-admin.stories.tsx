import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReportDetailPage } from '../../src/features/issue-reports/components/report-detail-page.tsx';
import { storedSession } from '../mocks/fixtures.ts';
import {
  conversation,
  issueReportHandlers as h,
  reportWithThread,
  reportWithoutReplies,
} from '../mocks/issue-reports.ts';
import { phone } from './phone.tsx';

/** /report/:id as the organisation's admins see it: the report, its status to move, and the conversation. */
const meta = preview.meta({
  title: 'Screens/Report/Admin report',
  component: ReportDetailPage,
  parameters: { route: `/report/${reportWithThread.id}`, path: '/report/:id', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detailPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the report' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detailMissing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await expect(canvas.getByRole('link', { name: 'Back to the reported issues' })).toBeVisible();
  },
});

export const WithThread = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Report from Grace Okafor' })).toBeVisible();
    await expect(canvas.getByText('Language: en · Version: web 0.1.0')).toBeVisible();
    const bubbles = within(canvas.getByRole('region', { name: 'Conversation' })).getAllByRole('listitem');
    await expect(bubbles[0]).toHaveTextContent('Hospital team · Amira Hassan');
    await expect(bubbles[1]).toHaveTextContent('Family · Grace Okafor');
  },
});

export const EmptyThread = meta.story({
  parameters: { route: `/report/${reportWithoutReplies.id}` },
  beforeEach: ({ msw }) => msw.use(h.detailWithoutReplies),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No replies yet.')).toBeVisible();
  },
});

export const ChangesStatus = meta.story({
  beforeEach: ({ msw }) => msw.use(...conversation(reportWithThread, 'hospital')),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: /Status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Resolved' }));
    await expect(await within(document.body).findByText('The status was changed.')).toBeVisible();
    // The chip and the select both say so once the report is read again.
    await expect(await canvas.findAllByText('Resolved')).toHaveLength(2);
  },
});

export const Replies = meta.story({
  beforeEach: ({ msw }) => msw.use(...conversation(reportWithThread, 'hospital')),
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Your reply/ }),
      'The new video is online: please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reply' }));
    const thread = within(canvas.getByRole('region', { name: 'Conversation' }));
    await waitFor(() => expect(thread.getAllByRole('listitem')).toHaveLength(4));
    await expect(thread.getAllByRole('listitem')[3]).toHaveTextContent(
      'Hospital team · Amira HassanThe new video is online: please try again.',
    );
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.detail),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'بلاغ من Grace Okafor' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const Phone = meta.story({
  decorators: [phone],
  beforeEach: ({ msw }) => msw.use(h.detail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: /Status/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the reply' })).toBeVisible();
  },
});
