import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ChildAppSignIn } from '../../src/features/family-app-code/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { appCodeHandlers as h, TOBI } from '../mocks/app-codes.ts';

const meta = preview.meta({
  title: 'Families/Sign in the app',
  component: ChildAppSignIn,
  args: { patientId: TOBI, childName: 'Tobi' },
  parameters: { route: '/account', path: '/account', session: storedSession(fixtures.guardian) },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.pending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the app sign-in code' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show a code' })).toBeNull();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none, h.make),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No code yet.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: "Sign in Tobi's app" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show a code' })).toBeEnabled();
  },
});

/** Show a code: three large words, their expiry in London time, and Get a new code. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none, h.make),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show a code' }));
    const words = await canvas.findByLabelText("The code's words");
    await expect(words).toHaveTextContent('otter maple river');
    // 10:15 UTC on 23 November is 10:15 in London (GMT).
    await expect(
      canvas.getByText(/^Valid until Monday 23 November 2026, 10:15, for one sign-in\.$/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get a new code' })).toBeEnabled();
  },
});

/** A code made earlier: its words are not shown again, only that it is live and until when. */
export const LiveCode = meta.story({
  beforeEach: ({ msw }) => msw.use(h.live, h.make),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^A code is ready, valid until Monday 23 November 2026, 10:15\./),
    ).toBeVisible();
    await expect(canvas.queryByLabelText("The code's words")).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Get a new code' })).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(h.fails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^We could not check the app sign-in code\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const MakeFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none, h.makeRefused),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show a code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^We could not make a code\./);
    await expect(canvas.queryByLabelText("The code's words")).toBeNull();
  },
});

/** In Arabic: four words, right to left. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.none, h.make),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'اعرض رمزًا' }));
    const words = await canvas.findByLabelText('كلمات الرمز');
    await expect(words).toHaveTextContent('أسد قمر شجرة بالون');
    await expect(words).toHaveAttribute('dir', 'rtl');
    await expect(words).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByRole('button', { name: 'احصل على رمز جديد' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.none, h.make),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show a code' }));
    await expect(await canvas.findByLabelText("The code's words")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get a new code' })).toBeVisible();
  },
});
