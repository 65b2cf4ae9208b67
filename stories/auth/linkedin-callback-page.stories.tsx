import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { LinkedinCallbackPage } from '../../src/features/auth/index.ts';
import { authHandlers } from '../mocks/handlers.ts';

const meta = preview.meta({
  title: 'Screens/Auth/LinkedIn callback',
  component: LinkedinCallbackPage,
  parameters: { route: '/auth/linkedin?code=abc&state=signin', path: '/auth/linkedin' },
});

export const Finishing = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.linkedinPending),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finishing your sign-in…');
  },
});

export const SignedIn = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.linkedinSignsIn),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /'));
  },
});

export const Refused = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.linkedinFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('LinkedIn sign-in did not work.');
  },
});

export const MissingCode = meta.story({
  parameters: { route: '/auth/linkedin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('LinkedIn sign-in did not work.');
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(authHandlers.linkedinFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('لم ينجح تسجيل الدخول عبر LinkedIn');
  },
});
