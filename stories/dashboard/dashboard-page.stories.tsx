import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { DashboardPage, type Shortcut } from '../../src/features/dashboard/index.ts';
import { requestHandlers } from '../mocks/app-users.ts';
import { issueReportHandlers } from '../mocks/issue-reports.ts';
import { familyHandlers } from '../mocks/family-children.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { guardianNotifications, notificationHandlers, staffNotifications } from '../mocks/notifications.ts';

// What the route table offers an admin (src/app/routing/navigation.test.ts holds who gets which).
const adminShortcuts: Shortcut[] = [
  { key: 'requests', path: '/requests' },
  { key: 'reportedIssues', path: '/report' },
  { key: 'contentAreas', path: '/content-areas' },
  { key: 'terms', path: '/terms' },
  { key: 'registrationFeedback', path: '/registration-feedback' },
  { key: 'calendar', path: '/calendar' },
  { key: 'usage', path: '/usage' },
];
const guardianShortcuts = adminShortcuts.filter((s) => ['contentAreas', 'calendar', 'usage'].includes(s.key));

const meta = preview.meta({
  title: 'Screens/Dashboard',
  component: DashboardPage,
  parameters: { route: '/', path: '/', session: storedSession() },
  args: { shortcuts: adminShortcuts },
  beforeEach: ({ msw }) => msw.use(issueReportHandlers.summary(7)),
});

/** The admin's card of reported issues: the open count, linking to the list. */
export const OpenReports = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.total(4)),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link', { name: /Reported issues/ });
    await expect(card).toHaveAttribute('href', '/report');
    await expect(await within(card).findByText('7 open reports')).toBeVisible();
  },
});

export const NoOpenReports = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.total(4), issueReportHandlers.summary(0)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open reports')).toBeVisible();
  },
});

export const OpenReportsLoading = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.total(4), issueReportHandlers.summaryPending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Reported issues/ })).toBeVisible();
    await expect(canvas.queryByText(/open reports?$/)).toBeNull();
  },
});

/** The admin: a welcome, then links to the screens the menu does not hold, with the requests waiting. */
export const Admin = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.total(4)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Amira' })).toBeVisible();
    await expect(canvas.getByText(fixtures.stMarys.name)).toBeVisible();
    const requests = canvas.getByRole('link', { name: /Account requests/ });
    await expect(requests).toHaveAttribute('href', '/requests');
    await expect(await canvas.findByText('4 requests awaiting approval')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Your areas/ })).toHaveAttribute('href', '/content-areas');
    await expect(canvas.getByRole('link', { name: /Calendar/ })).toHaveAttribute('href', '/calendar');
    await expect(canvas.getByRole('link', { name: /Usage/ })).toHaveAttribute('href', '/usage');
  },
});

export const NoRequests = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No requests awaiting approval')).toBeVisible();
  },
});

export const RequestsLoading = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Account requests/ })).toBeVisible();
    await expect(canvas.queryByText(/awaiting approval/)).toBeNull();
  },
});

/** The count cannot be read: the link stays, described without a figure. */
export const RequestsError = meta.story({
  beforeEach: ({ msw }) => msw.use(requestHandlers.fails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Approve or decline families asking for an account.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

/** A guardian: their children's cards (Screens/Dashboard/Guardian), their areas, calendar and usage. */
export const Guardian = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  args: { shortcuts: guardianShortcuts },
  beforeEach: ({ msw }) => msw.use(familyHandlers.tobi),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: /Tobi Okafor/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Your areas/ })).toHaveAttribute('href', '/content-areas');
    await expect(canvas.getByRole('link', { name: /Calendar/ })).toHaveAttribute('href', '/calendar');
    await expect(canvas.queryByRole('link', { name: /Account requests/ })).toBeNull();
  },
});

const notificationsShortcut: Shortcut = { key: 'notifications', path: '/notifications' };

/** Everyone's dashboard says how many notifications are unread, linking to the list. */
export const GuardianWithUnreadNotifications = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  args: { shortcuts: [notificationsShortcut, ...guardianShortcuts] },
  beforeEach: ({ msw }) => msw.use(familyHandlers.tobi, ...notificationHandlers(guardianNotifications)),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('link', { name: /Notifications/ });
    await expect(card).toHaveAttribute('href', '/notifications');
    await expect(await within(card).findByText('2 unread notifications')).toBeVisible();
  },
});

export const StaffWithUnreadNotifications = meta.story({
  args: { shortcuts: [notificationsShortcut, ...adminShortcuts] },
  beforeEach: ({ msw }) =>
    msw.use(
      requestHandlers.total(4),
      issueReportHandlers.summary(0),
      ...notificationHandlers(staffNotifications),
    ),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('link', { name: /Notifications/ });
    await expect(await within(card).findByText('2 unread notifications')).toBeVisible();
  },
});

/** A super admin who has not entered an organisation: the menu already holds everything. */
export const SuperAdmin = meta.story({
  parameters: {
    session: {
      ...storedSession({ ...fixtures.admin, type: 0, first_name: 'Sam', organisation_id: null }),
      organisation: null,
    },
  },
  args: { shortcuts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Sam' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(requestHandlers.total(4)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'مرحبًا، Amira' })).toBeVisible();
    await expect(await canvas.findByText('4 طلبات بانتظار الموافقة')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /مناطقك/ })).toBeVisible();
  },
});
