import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { NotificationsPage } from '../../src/features/notifications/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { notificationHandlers } from '../mocks/notifications.ts';
import {
  deviceSubscription,
  pushHandlers,
  pushStates,
  setPushDevice,
  withPushDevice,
} from '../mocks/push.tsx';

/** The notification centre's "Notifications on this device": push on or off here, and what it is told of. */
const meta = preview.meta({
  title: 'Screens/Notifications/Push on this device',
  component: NotificationsPage,
  parameters: {
    route: '/notifications',
    path: '/notifications',
    session: storedSession(fixtures.guardian),
  },
  decorators: [withPushDevice],
  beforeEach: ({ msw }) => {
    setPushDevice({});
    msw.use(...notificationHandlers([]));
  },
});

const panel = async (canvas: {
  findByRole: (role: string, options: { name: string }, wait: { timeout: number }) => Promise<HTMLElement>;
}) =>
  within(await canvas.findByRole('region', { name: 'Notifications on this device' }, { timeout: 10_000 }));
// A write's answer and the list read again after it.
const settled = { timeout: 5_000 };

export const Unsupported = meta.story({
  beforeEach: () => setPushDevice({ supported: false }),
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await expect(await here.findByText(/This browser cannot show notifications from Lantern/)).toBeVisible();
    await expect(here.queryByRole('switch')).toBeNull();
  },
});

export const PermissionDenied = meta.story({
  beforeEach: () => setPushDevice({ permission: 'denied' }),
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await expect(await here.findByText(/Notifications are blocked for Lantern/)).toBeVisible();
    await expect(here.queryByRole('switch')).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(...pushStates.pending),
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await expect(await here.findByRole('status', { name: 'Checking this device…' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...pushStates.fails),
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await expect(await here.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** Off here: turning it on asks the browser, subscribes, and chooses every kind a family may. */
export const Off = meta.story({
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    const toggle = await here.findByRole('switch', { name: 'Notify me on this device' });
    await expect(toggle).not.toBeChecked();
    await expect(here.queryByRole('checkbox')).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(here.getByRole('switch')).toBeChecked(), settled);
    await expect(here.getByRole('checkbox', { name: 'Questionnaires to answer' })).toBeChecked();
    await expect(here.getByRole('checkbox', { name: 'Replies to my reports' })).toBeChecked();
    await expect(here.getByRole('checkbox', { name: 'Appointments' })).toBeChecked();
    await expect(here.queryByRole('checkbox', { name: 'Safeguarding flags' })).toBeNull();
    await expect(await canvas.findByText('Notifications are on for this device')).toBeVisible();
  },
});

/** The browser's prompt is refused: push stays off, and the panel says where to allow it. */
export const RefusedAtPrompt = meta.story({
  beforeEach: () => setPushDevice({ answer: 'denied' }),
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await userEvent.click(await here.findByRole('switch', { name: 'Notify me on this device' }));
    await expect(await here.findByText(/Notifications are blocked for Lantern/)).toBeVisible();
    await expect(canvas.queryByText('Notifications are on for this device')).toBeNull();
  },
});

/** On with the kinds chosen: one more is chosen, then push is turned off here. */
export const OnWithKinds = meta.story({
  beforeEach: ({ msw }) => {
    setPushDevice({ permission: 'granted', subscribed: true });
    msw.use(...pushHandlers([deviceSubscription(['questionnaires'])]));
  },
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await expect(await here.findByRole('switch', { name: 'Notify me on this device' })).toBeChecked();
    await expect(here.getByRole('checkbox', { name: 'Questionnaires to answer' })).toBeChecked();
    const replies = here.getByRole('checkbox', { name: 'Replies to my reports' });
    await expect(replies).not.toBeChecked();
    await userEvent.click(replies);
    await waitFor(
      () => expect(here.getByRole('checkbox', { name: 'Replies to my reports' })).toBeChecked(),
      settled,
    );
    // The switch takes no change while the choice is saved: it waits until the answer came.
    await waitFor(() => expect(here.getByRole('switch')).not.toHaveAttribute('aria-busy', 'true'), settled);
    await userEvent.click(here.getByRole('switch'));
    await waitFor(() => expect(here.getByRole('switch')).not.toBeChecked(), settled);
    await expect(here.queryByRole('checkbox')).toBeNull();
  },
});

/** Staff choose flags and replies; a family's appointments are not offered. */
export const Staff = meta.story({
  parameters: { session: storedSession(fixtures.admin) },
  beforeEach: ({ msw }) => {
    setPushDevice({ permission: 'granted', subscribed: true });
    msw.use(...pushHandlers([deviceSubscription(['flags'])]));
  },
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await expect(await here.findByRole('checkbox', { name: 'Safeguarding flags' })).toBeChecked();
    await expect(here.getByRole('checkbox', { name: 'Replies to my reports' })).not.toBeChecked();
    await expect(here.queryByRole('checkbox', { name: 'Appointments' })).toBeNull();
  },
});

export const SavingError = meta.story({
  beforeEach: ({ msw }) => {
    setPushDevice({ permission: 'granted', subscribed: true });
    msw.use(...pushHandlers([deviceSubscription(['questionnaires'])], { failWrites: true }));
  },
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await userEvent.click(await here.findByRole('checkbox', { name: 'Appointments' }));
    await expect(await here.findByText('Your choice could not be saved. Please try again.')).toBeVisible();
    await expect(here.getByRole('checkbox', { name: 'Appointments' })).not.toBeChecked();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => {
    setPushDevice({ permission: 'granted', subscribed: true });
    msw.use(...pushHandlers([deviceSubscription(['questionnaires'])]));
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'الإشعارات على هذا الجهاز' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    await expect(
      await within(region).findByRole('checkbox', { name: 'الاستبيانات التي تنتظر إجابتي' }),
    ).toBeChecked();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => {
    setPushDevice({ permission: 'granted', subscribed: true });
    msw.use(...pushHandlers([deviceSubscription(['questionnaires', 'appointments'])]));
  },
  play: async ({ canvas }) => {
    const here = await panel(canvas);
    await expect(await here.findByRole('switch', { name: 'Notify me on this device' })).toBeChecked();
    await expect(here.getByText('Notify me on this device')).toBeVisible();
    await expect(here.getByText('Appointments')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
