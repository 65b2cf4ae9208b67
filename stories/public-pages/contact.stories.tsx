import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ContactPage } from '../../src/features/public-pages/index.ts';
import { issueReportHandlers as h } from '../mocks/issue-reports.ts';
import { phone } from '../issue-reports/phone.tsx';

/** /contact: the public form that mails the product team. */
const meta = preview.meta({
  title: 'Screens/Public pages/Contact',
  component: ContactPage,
  parameters: { route: '/contact', path: '/contact', session: null },
});

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Ana Pérez');
  await userEvent.type(canvas.getByRole('textbox', { name: /Your e-mail address/ }), 'ana@example.test');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Message/ }),
    'We would like Lantern for our hospital.',
  );
};

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
});

export const Sends = meta.story({
  beforeEach: ({ msw }) => msw.use(h.contactSucceeds),
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/your message was sent/)).toBeVisible();
  },
});

export const MissingFields = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your e-mail address/ }), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Please enter your name.')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(canvas.getByText('Please write a message.')).toBeVisible();
  },
});

export const TooManyMessages = meta.story({
  beforeEach: ({ msw }) => msw.use(h.contactTooMany),
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(/Too many messages were sent from here/)).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'تواصل معنا' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const Phone = meta.story({ decorators: [phone] });
