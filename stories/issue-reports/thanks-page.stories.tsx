import type { ReactNode } from 'react';
import { useHydrateAtoms } from 'jotai/utils';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReportThanksPage } from '../../src/features/issue-reports/components/thanks-page.tsx';
import { reportSentAtom } from '../../src/features/issue-reports/atoms.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { phone } from './phone.tsx';

/** The report form's success flag, as sending a report leaves it. */
function Sent({ children }: { children: ReactNode }) {
  useHydrateAtoms([[reportSentAtom, true]]);
  return children;
}

const meta = preview.meta({
  title: 'Screens/Report/Thanks',
  component: ReportThanksPage,
  parameters: { route: '/report/thanks', path: '/report/thanks', session: storedSession(fixtures.guardian) },
});

export const AfterSending = meta.story({
  decorators: [(Story) => <Sent>{Story()}</Sent>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your reports' })).toHaveAttribute('href', '/report');
  },
});

export const WithoutAReport = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /report');
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  decorators: [(Story) => <Sent>{Story()}</Sent>],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'شكرًا لك' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const Phone = meta.story({
  decorators: [(Story) => <Sent>{Story()}</Sent>, phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  },
});
