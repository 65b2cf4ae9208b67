import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { SubscribePanel } from '../../src/features/calendar/components/subscribe-panel.tsx';
import { calendarIcsHandlers as h, madeAddress } from '../mocks/calendar-ics.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

const body = () => within(document.body);

/** "Subscribe in your phone's calendar" on the guardian's calendar page: a private address, shown once. */
const meta = preview.meta({
  title: 'Screens/Calendar/Subscribe in the phone',
  component: SubscribePanel,
  parameters: { session: storedSession(fixtures.guardian) },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Make my private address' })).toBeNull();
  },
});

/** No address yet: one button makes it. */
export const NoneYet = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no calendar address yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make my private address' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Stop this address' })).toBeNull();
  },
});

/** An address made earlier: when, never the address itself. */
export const Created = meta.story({
  beforeEach: ({ msw }) => msw.use(h.active),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/You made your private address on .*20 November 2026/),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Make a new address' })).toBeVisible();
  },
});

/** Just made: the address once, with Copy and a webcal: link for the phone's calendar. */
export const JustCreated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none, h.create),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Make my private address' }));
    const address = await canvas.findByRole('textbox', { name: 'Private calendar address' });
    await expect(address).toHaveValue(madeAddress.url);
    await expect(canvas.getByText(/Copy it now: it will not be shown again\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Open in my phone's calendar" })).toHaveAttribute(
      'href',
      madeAddress.url.replace('https:', 'webcal:'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(await canvas.findByRole('button', { name: 'Address copied' })).toBeVisible();
  },
});

/** Stopping the address asks first, then says it no longer works. */
export const RevokeConfirm = meta.story({
  beforeEach: ({ msw }) => msw.use(h.active, h.revoke),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop this address' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Stop this calendar address?' }));
    await expect(dialog.getByText(/stop receiving your family's events/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Stop the address' }));
    await expect(await body().findByText('The address no longer works')).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(h.loadFail),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Your calendar address could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const CreateFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none, h.createFail),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Make my private address' }));
    await expect(await body().findByText('The address could not be made. Try again.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.none, h.create),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'الاشتراك في تقويم هاتفك' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await userEvent.click(await canvas.findByRole('button', { name: 'إنشاء عنواني الخاص' }));
    // The address itself reads left to right inside the right-to-left panel.
    const address = await canvas.findByRole('textbox', { name: 'عنوان التقويم الخاص' });
    await expect(address).toHaveAttribute('dir', 'ltr');
  },
});

/** A 320 px phone: the address and its buttons wrap, nothing scrolls sideways. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.none, h.create),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Make my private address' }));
    await expect(await canvas.findByRole('button', { name: 'Copy address' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth),
    );
  },
});
