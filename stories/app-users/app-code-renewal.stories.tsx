import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppCodeCard } from '../../src/api/contracts/index.ts';
import preview from '../../.storybook/preview.tsx';
import { UserDetailPage } from '../../src/features/app-users/index.ts';
import { appUserHandlers, patients, userDetailHandlers } from '../mocks/app-users.ts';
import { areaHandlers } from '../mocks/areas.ts';
import { familyHandlers } from '../mocks/families.ts';
import { apiError } from '../mocks/handlers.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { childHandlers } from '../mocks/questionnaire-children.ts';
import { questionnaireHandlers } from '../mocks/questionnaires.ts';
import { answer } from '../mocks/endpoint.ts';
import { appUsersEndpoints } from '../../src/api/contracts/index.ts';

const child = patients[1] as NonNullable<(typeof patients)[number]>; // known by a first name and surname
const name = `${child.first_name} ${child.surname}`;

/** The ids the server was asked to renew, in order. */
let renewed: string[] = [];
const renews = (language: AppCodeCard['language']) =>
  answer(appUsersEndpoints.renewAppCode, ({ params }) => {
    renewed.push(String(params.user_id));
    return HttpResponse.json<AppCodeCard>({
      patient_id: String(params.user_id),
      first_name: child.first_name,
      app_code: 'W7KM4Q',
      url_code: 'stmarys',
      organisation_name: "St Mary's Children's Hospital",
      language,
    });
  });

/** A child's page: "Issue a new app code", its question, then the printable card in the child's language. */
const meta = preview.meta({
  title: 'Screens/User detail/New app code',
  component: UserDetailPage,
  parameters: { route: `/user/${child.id}`, path: '/user/:userId', session: storedSession() },
  beforeEach: ({ msw }) => {
    renewed = [];
    msw.use(
      areaHandlers.some,
      appUserHandlers.many,
      ...familyHandlers.defaults,
      questionnaireHandlers.many,
      childHandlers.scores,
      userDetailHandlers.found,
      renews('en'),
    );
  },
});

const body = within(document.body);
const openCard = async (canvas: ReturnType<typeof within>, action = 'Issue a new app code') => {
  await userEvent.click(await canvas.findByRole('button', { name: action }));
  const question = await body.findByRole('dialog');
  await userEvent.click(within(question).getByRole('button', { name: action }));
  return body.findByRole('dialog', { name: `New app code for ${name}` });
};

/** The question says what ends; cancelling changes nothing. */
export const AsksFirst = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Issue a new app code' }));
    const question = await body.findByRole('dialog', { name: `Issue a new app code for ${name}?` });
    await expect(question).toHaveTextContent(/old app code stops working, and the app signs out/);
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(renewed).toEqual([]);
  },
});

/** Confirmed: the card with the new code, the hospital code and the QR code, ready to print. */
export const CardInEnglish = meta.story({
  play: async ({ canvas }) => {
    const card = await openCard(canvas);
    await expect(renewed).toEqual([child.id]);
    await expect(await within(card).findByText('W7K-M4Q')).toBeVisible();
    await expect(within(card).getByText('stmarys')).toBeVisible();
    await expect(await within(card).findByText(`${child.first_name}, this is your app code`)).toBeVisible();
    await expect(
      await within(card).findByRole('img', { name: 'QR code: scan it in the app to sign in' }),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Print the card' })).toBeEnabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
});

/** An Arabic-speaking child: the card is in Arabic, right to left, though the admin reads English. */
export const CardInArabic = meta.story({
  beforeEach: ({ msw }) => msw.use(renews('ar')),
  play: async ({ canvas }) => {
    const card = await openCard(canvas);
    const greeting = await within(card).findByText(`${child.first_name}، هذا رمز تطبيقك`);
    await expect(greeting.closest('[lang]')).toHaveAttribute('dir', 'rtl');
    await expect(within(card).getByText('رمز المستشفى')).toBeVisible();
    await expect(within(card).getByText('W7K-M4Q')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Print the card' })).toBeVisible();
  },
});

export const CardInSpanish = meta.story({
  beforeEach: ({ msw }) => msw.use(renews('es')),
  play: async ({ canvas }) => {
    const card = await openCard(canvas);
    await expect(
      await within(card).findByText(`${child.first_name}, este es tu código de la aplicación`),
    ).toBeVisible();
    await expect(within(card).getByText('Código del hospital')).toBeVisible();
    await expect(within(card).getByText('W7K-M4Q')).toBeVisible();
  },
});

/** On a phone the card fits the screen, and the code stays whole. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const card = await openCard(canvas);
    await expect(await within(card).findByText('W7K-M4Q')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Print the card' })).toBeVisible();
  },
});

/** The server refused: the section says so, and no card is shown. */
export const IssueFails = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(appUsersEndpoints.renewAppCode, () =>
        apiError({ status: 404, code: 'ResourceNotFound', message: 'Patient not found' }),
      ),
    ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Issue a new app code' }));
    const question = await body.findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Issue a new app code' }));
    await expect(await canvas.findByText(/^The new app code could not be issued\./)).toBeVisible();
    await expect(body.queryByRole('dialog', { name: `New app code for ${name}` })).toBeNull();
  },
});

/** An admin reading Arabic: the page right to left, the card in the child's English. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'إصدار رمز تطبيق جديد' }));
    const question = await body.findByRole('dialog');
    await userEvent.click(within(question).getByRole('button', { name: 'إصدار رمز تطبيق جديد' }));
    const card = await body.findByRole('dialog', { name: `رمز تطبيق جديد لـ ${name}` });
    await expect(await within(card).findByText(`${child.first_name}, this is your app code`)).toBeVisible();
  },
});
