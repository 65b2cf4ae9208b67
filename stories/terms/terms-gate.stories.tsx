import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { TermsGate } from '../../src/features/terms-gate/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import useSWR from 'swr';
import { HttpResponse } from 'msw';
import type { CurrentTerms } from '../../src/api/contracts/index.ts';
import { useApiClient } from '../../src/api/index.ts';
import { apiError } from '../mocks/handlers.ts';
import { termsHandlers, termsVersions } from '../mocks/terms.ts';
import { answer } from '../mocks/endpoint.ts';
import { accountEndpoints, termsEndpoints } from '../../src/api/contracts/index.ts';

const englishGuardian = { ...fixtures.guardian, language: 'en' as const };

/** What the guardian would see once through: the screen the gate holds back. */
const Behind = () => (
  <Typography variant="h4" component="h1">
    Dashboard behind the gate
  </Typography>
);

const meta = preview.meta({
  title: 'Screens/Terms/Gate',
  component: TermsGate,
  args: { children: <Behind /> },
  render: (args) => (
    <Box sx={{ p: 3 }}>
      <TermsGate {...args} />
    </Box>
  ),
  parameters: { route: '/', path: '/', session: storedSession(englishGuardian) },
});

export const Checking = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.currentPending),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: 'Checking the terms of use…' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Dashboard behind the gate')).toBeNull();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.currentFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.queryByText('Dashboard behind the gate')).toBeNull();
  },
});

export const MustAccept = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.toAccept, termsHandlers.signSucceeds),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Terms of use' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Terms of use, version terms2.0' })).toHaveTextContent(
      'Keep your password to yourself.',
    );
    const accept = canvas.getByRole('button', { name: 'Accept and continue' });
    await expect(accept).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read and accept the terms of use' }));
    await expect(accept).toBeEnabled();
  },
});

export const Accepts = meta.story({
  beforeEach: ({ msw }) => msw.use(...termsHandlers.acceptFlow()),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'I have read and accept the terms of use' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and continue' }));
    await expect(await canvas.findByText('Dashboard behind the gate')).toBeVisible();
  },
});

export const NewerVersionMeanwhile = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.toAccept, termsHandlers.signConflict),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'I have read and accept the terms of use' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Accept and continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The terms have just changed. Read the new version and accept it.',
    );
  },
});

export const NotInYourLanguage = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(termsHandlers.englishOnlyToAccept),
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/هذه الشروط غير متاحة بلغتك بعد/)).toBeVisible();
    await expect(canvas.getByText(/Keep your password to yourself/)).toHaveAttribute('dir', 'ltr');
  },
});

export const Arabic = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(termsHandlers.toAccept),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'شروط الاستخدام' })).toBeVisible();
    await expect(canvas.getByText(/احتفظ بكلمة المرور لنفسك/)).toHaveAttribute('dir', 'rtl');
  },
});

export const Accepted = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.accepted),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dashboard behind the gate')).toBeVisible();
  },
});

/** A screen that reads the profile, as the account page does. */
function ReadsProfile() {
  const client = useApiClient();
  const { error } = useSWR('/users/profile', () => client.request('/users/profile'));
  return <Typography>{error ? 'The profile could not be read' : 'Dashboard behind the gate'}</Typography>;
}

export const NewVersionWhileSignedIn = meta.story({
  args: { children: <ReadsProfile /> },
  beforeEach: ({ msw }) => {
    // Accepted at first; then an admin publishes a new version and the server refuses the next read.
    let published = false;
    msw.use(
      answer(termsEndpoints.current, () =>
        HttpResponse.json<CurrentTerms>({ terms: termsVersions[0] ?? null, accepted: !published }),
      ),
      answer(accountEndpoints.profile, () => {
        published = true;
        return apiError({
          status: 403,
          code: 'TermsNotAccepted',
          message: 'Accept the terms of use to continue',
        });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Accept and continue' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const AdminsPass = meta.story({
  parameters: { session: storedSession(fixtures.admin) },
  beforeEach: ({ msw }) => msw.use(termsHandlers.toAccept),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dashboard behind the gate')).toBeVisible();
  },
});

export const SessionEnded = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.currentUnauthorised),
  play: async ({ canvas }) => {
    // A 401 from document signing signs out: the gate has no guardian left to hold.
    await waitFor(() => expect(canvas.getByText('Dashboard behind the gate')).toBeVisible(), {
      timeout: 10_000,
    });
  },
});

export const Phone = meta.story({
  render: (args) => (
    <Box sx={{ p: 1, maxWidth: 360 }}>
      <TermsGate {...args} />
    </Box>
  ),
  beforeEach: ({ msw }) => msw.use(termsHandlers.toAccept),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Accept and continue' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
});
