import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { NotificationsPage } from '../../src/features/notifications/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import {
  guardianNotifications,
  manyNotifications,
  notificationHandlers,
  notificationStates,
  staffNotifications,
} from '../mocks/notifications.ts';
import { setPushDevice, withPushDevice } from '../mocks/push.tsx';

/** /notifications: what I was told, newest first, unread marked; mark one or all read. */
const meta = preview.meta({
  title: 'Screens/Notifications/List',
  component: NotificationsPage,
  parameters: {
    route: '/notifications',
    path: '/notifications',
    session: storedSession(fixtures.guardian),
  },
  // Push is off on this device: the panel beside the list (stories/notifications/push-panel.stories.tsx).
  decorators: [withPushDevice],
  beforeEach: () => setPushDevice({}),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(...notificationStates.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(...notificationHandlers([])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
    await expect(await canvas.findByText('No unread notifications')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...notificationStates.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Your notifications could not be loaded',
    );
  },
});

/** Two unread (marked, and named so to a screen reader), then read ones; each opens its target. */
export const Unread = meta.story({
  beforeEach: ({ msw }) => msw.use(...notificationHandlers(guardianNotifications)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 unread notifications')).toBeVisible();
    const items = within(await canvas.findByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(
      'Unread: You have a questionnaire to answer about Tobi: “Sleep and appetite”',
    );
    await expect(items[1]).toHaveTextContent('“Play therapy” for Tobi has moved to 08/12/2026, 14:00');
    await expect(items[2]).toHaveTextContent('Your report is now resolved');
    await expect(items[2]).not.toHaveTextContent('Unread');
    await expect(
      canvas.getByRole('link', {
        name: 'Open: You have a questionnaire to answer about Tobi: “Sleep and appetite”',
      }),
    ).toHaveAttribute('href', '/questionnaires/answer/30000000-0000-4000-8000-000000000001');
    await expect(canvas.getAllByRole('button', { name: /^Mark read/ })).toHaveLength(2);
  },
});

/** Marking one read takes its marker away and lowers the count; Mark all read clears the rest. */
export const MarkRead = meta.story({
  beforeEach: ({ msw }) => msw.use(...notificationHandlers(guardianNotifications)),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Mark read: You have a questionnaire to answer about Tobi: “Sleep and appetite”',
      }),
    );
    await expect(await canvas.findByText('1 unread notification')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Mark read/ })).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(await canvas.findByText('No unread notifications')).toBeVisible();
    await waitFor(() => expect(canvas.queryAllByRole('button', { name: /^Mark read/ })).toHaveLength(0));
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
});

/** A safeguarding contact's flags: the child and questionnaire named, never an answer. */
export const Populated = meta.story({
  parameters: { session: storedSession(fixtures.admin) },
  beforeEach: ({ msw }) => msw.use(...notificationHandlers(staffNotifications)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 unread notifications')).toBeVisible();
    const [escalated, raised] = within(await canvas.findByRole('list')).getAllByRole('listitem');
    await expect(escalated).toHaveTextContent(
      'Still not acknowledged: the worrying answer about Noah Rahman in “How are you feeling today?”',
    );
    await expect(raised).toHaveTextContent(
      'A worrying answer about Noah Rahman in “How are you feeling today?” needs a safeguarding check',
    );
    await expect(
      within(raised as HTMLElement).getByRole('link', { name: /^Open: A worrying answer/ }),
    ).toHaveAttribute('href', '/questionnaires/flags');
  },
});

/** Past one page: Show more reads the next keyset page below the first. */
export const ManyPages = meta.story({
  beforeEach: ({ msw }) => msw.use(...notificationHandlers(manyNotifications, 20)),
  play: async ({ canvas }) => {
    const items = () => within(canvas.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    await expect(await canvas.findByText('Weekly check 25')).toBeVisible();
    await expect(items()).toHaveLength(20);
    await expect(canvas.queryByText('Weekly check 1')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByText('Weekly check 1')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(25);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(...notificationHandlers(guardianNotifications)),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'الإشعارات', level: 1 });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    const [first] = await canvas.findAllByRole('listitem');
    await expect(first).toHaveTextContent('لديك استبيان للإجابة عليه بشأن Tobi: «Sleep and appetite»');
    await expect(canvas.getByRole('button', { name: 'تحديد الكل كمقروء' })).toBeEnabled();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(...notificationHandlers(guardianNotifications)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 notificaciones sin leer')).toBeVisible();
    // The unread count and the list are two answers: the list may arrive after the count.
    await expect((await canvas.findAllByRole('listitem'))[0]).toHaveTextContent(
      'Tiene un cuestionario por responder sobre Tobi: «Sleep and appetite»',
    );
    await expect(canvas.getAllByRole('listitem')[3]).toHaveTextContent('Ya está vinculado a Tobi');
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(...notificationHandlers(guardianNotifications)),
  play: async ({ canvas }) => {
    const markAll = await canvas.findByRole('button', { name: 'Mark all read' });
    await expect(markAll).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
