import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReportDetailPage } from '../../src/features/issue-reports/components/report-detail-page.tsx';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import {
  conversation,
  issueReportHandlers as h,
  reportWithThread,
  resolvedReport,
} from '../mocks/issue-reports.ts';
import { phone } from './phone.tsx';
import { answer } from '../mocks/endpoint.ts';
import { issueReportsEndpoints } from '../../src/api/contracts/index.ts';

/** /report/:id as the guardian who wrote the report sees it: the report, its status and the conversation. */
const meta = preview.meta({
  title: 'Screens/Report/Guardian report',
  component: ReportDetailPage,
  parameters: {
    route: `/report/${reportWithThread.id}`,
    path: '/report/:id',
    session: storedSession(fixtures.guardian),
  },
  beforeEach: ({ msw }) => msw.use(h.read),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detailPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the report' })).toBeVisible();
  },
});

/** Another family's report, or one that does not exist: the same answer. */
export const NotFound = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detailMissing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await expect(canvas.getByRole('link', { name: 'Back to your reports' })).toHaveAttribute(
      'href',
      '/report',
    );
  },
});

export const WithThread = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your report' })).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
    const thread = within(canvas.getByRole('region', { name: 'Conversation' }));
    const bubbles = thread.getAllByRole('listitem');
    await expect(bubbles).toHaveLength(3);
    await expect(bubbles[0]).toHaveTextContent('Hospital team');
    await expect(bubbles[1]).toHaveTextContent('You');
    // 09:30 UTC on 18 November is 09:30 in London (winter time), whatever the reader's clock says.
    await expect(bubbles[0]).toHaveTextContent('18 Nov 2026, 09:30');
    // The report's own date reads as its replies do.
    await expect(canvas.getByText(/^Sent on 17 Nov 2026, 00:00/)).toBeVisible();
  },
});

/** The reports the MarksRepliesRead story's server was told were read. */
const readSent: string[] = [];

/** Opening the report tells the server its replies are read: the marker in the list goes. */
export const MarksRepliesRead = meta.story({
  beforeEach: ({ msw }) => {
    readSent.length = 0;
    msw.use(
      h.detail,
      answer(issueReportsEndpoints.markRead, ({ params }) => {
        readSent.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your report' })).toBeVisible();
    await waitFor(() => expect(readSent).toEqual([reportWithThread.id]));
  },
});

export const EmptyThread = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detailWithoutReplies),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/No replies yet\. Your hospital’s team will answer here/),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your reply/ })).toBeVisible();
  },
});

export const Replies = meta.story({
  beforeEach: ({ msw }) => msw.use(...conversation(reportWithThread, 'family')),
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: /Your reply/ });
    await userEvent.type(box, 'Thank you, it works now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reply' }));
    await expect(await within(document.body).findByText('Your reply was sent.')).toBeVisible();
    const thread = within(canvas.getByRole('region', { name: 'Conversation' }));
    await expect(await thread.findByText('Thank you, it works now.')).toBeVisible();
    await expect(box).toHaveValue('');
  },
});

export const ReplyMissing = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detail),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the reply' }));
    await expect(await canvas.findByText('Please write a reply.')).toBeVisible();
  },
});

export const ReplyFails = meta.story({
  beforeEach: ({ msw }) => msw.use(h.detail, h.replyFails),
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: /Your reply/ });
    await userEvent.type(box, 'Still broken.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reply' }));
    await expect(
      await within(document.body).findByText('The reply could not be sent. Please try again.'),
    ).toBeVisible();
    // The words are kept for another try.
    await expect(box).toHaveValue('Still broken.');
  },
});

/** A resolved report: the family's reply opens it again, and the page says so before they write. */
export const ResolvedReopens = meta.story({
  parameters: { route: `/report/${resolvedReport.id}` },
  beforeEach: ({ msw }) => msw.use(...conversation(resolvedReport, 'family')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/your reply opens the report again/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your reply/ }), 'It happens again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the reply' }));
    await expect(await canvas.findByText('Open')).toBeVisible();
    await expect(canvas.queryByText(/your reply opens the report again/)).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.detail),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'بلاغك' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(canvas.getByRole('region', { name: 'المحادثة' })).toBeVisible();
    await expect(canvas.getAllByText('فريق المستشفى')).toHaveLength(2);
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(h.detail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Tu incidencia' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar la respuesta' })).toBeVisible();
  },
});

export const Phone = meta.story({
  decorators: [phone],
  beforeEach: ({ msw }) => msw.use(h.detail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your report' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the reply' })).toBeVisible();
  },
});
