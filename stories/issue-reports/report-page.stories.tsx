import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReportPage } from '../../src/features/issue-reports/components/report-page.tsx';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { issueReportHandlers as h } from '../mocks/issue-reports.ts';
import { phone } from './phone.tsx';

/** /report as a guardian sees it: the form and their own reports. */
const meta = preview.meta({
  title: 'Screens/Report/Guardian',
  component: ReportPage,
  parameters: {
    route: '/report?from=/hospital-information',
    path: '/report',
    session: storedSession(fixtures.guardian),
  },
  beforeEach: ({ msw }) => msw.use(h.health),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading your reports' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have not reported any issue yet.')).toBeVisible();
    await expect(canvas.getByText(/the page you came from \(\/hospital-information\)/)).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your reports could not be loaded.');
  },
});

export const WithReports = meta.story({
  beforeEach: ({ msw }) => msw.use(h.mine),
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('region', { name: 'Your reports' }));
    await expect(await list.findByText('Open')).toBeVisible();
    await expect(list.getByText('In progress')).toBeVisible();
    await expect(list.getByText('Resolved')).toBeVisible();
    // The hospital's two replies to the report in progress are not read yet.
    await expect(list.getByText('2 new replies')).toBeVisible();
  },
});

export const SendsAReport = meta.story({
  beforeEach: ({ msw }) => msw.use(h.mine, h.createSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /What is it about/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Content' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /What happened/ }),
      'The visiting hours are wrong.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send the report' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /report/thanks');
  },
});

export const MissingFields = meta.story({
  beforeEach: ({ msw }) => msw.use(h.mine),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the report' }));
    await expect(await canvas.findByText('Please choose what it is about.')).toBeVisible();
    await expect(canvas.getByText('Please describe the issue.')).toBeVisible();
  },
});

export const ScreenshotChecked = meta.story({
  beforeEach: ({ msw }) => msw.use(h.mine, h.createRefusesScreenshot),
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByText(/larger than 2 MB/)).toBeVisible();
    // The server sniffs the bytes: a file named .png that is not an image is refused, and said so.
    await userEvent.upload(input, new File(['not an image'], 'shot.png', { type: 'image/png' }));
    await expect(await canvas.findByText('Screenshot: shot.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: /What is it about/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'A problem with the app' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /What happened/ }), 'It froze.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the report' }));
    await expect(await canvas.findByText(/could not be read as an image/)).toBeVisible();
  },
});

export const SendFails = meta.story({
  beforeEach: ({ msw }) => msw.use(h.mine, h.createFails),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /What is it about/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Something else' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /What happened/ }), 'A question.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the report' }));
    await expect(await canvas.findByText('The report could not be sent. Please try again.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.mine),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'الإبلاغ عن مشكلة' });
    await expect(heading).toBeVisible();
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(await canvas.findByText('قيد المعالجة')).toBeVisible();
    // Arabic's dual: two new replies.
    await expect(canvas.getByText('ردّان جديدان')).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(h.mine),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Comunicar una incidencia' })).toBeVisible();
  },
});

export const Phone = meta.story({
  decorators: [phone],
  beforeEach: ({ msw }) => msw.use(h.mine),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send the report' })).toBeVisible();
    await expect(await canvas.findByText('Resolved')).toBeVisible();
  },
});
