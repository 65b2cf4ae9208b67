import { delay, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { FAMILY_PARTS, type FamilyChild, type FamilyChildren } from '../../src/api/contracts/index.ts';
import preview from '../../.storybook/preview.tsx';
import { ChildrenAppSignIn } from '../../src/features/family-app-code/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { appCodeHandlers as h } from '../mocks/app-codes.ts';
import { ama, tobi } from '../mocks/family-children.ts';
import { apiError } from '../mocks/handlers.ts';
import { answer } from '../mocks/endpoint.ts';
import { familyEndpoints } from '../../src/api/contracts/index.ts';

/** Tobi's sister, limited by the hospital where the organisation lets a limited link see every part. */
const zara: FamilyChild = {
  ...tobi,
  id: '30000000-0000-4000-8000-000000000003',
  first_name: 'Zara',
  app_code: 'M4Q7KA',
  access: 'limited',
  parts: [...FAMILY_PARTS],
  limited_by: 'hospital',
};
const family = (children: FamilyChild[]) =>
  answer(familyEndpoints.children, () =>
    HttpResponse.json<FamilyChildren>({ children, reports: { open: 0 } }),
  );

const meta = preview.meta({
  title: 'Families/Sign in the app/Every child',
  component: ChildrenAppSignIn,
  parameters: { route: '/account', path: '/account', session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(h.none, h.make, family([tobi, ama, zara])),
});

/** A section for each child whose link sees every part; none for Ama, whom the guardian sees in part. */
export const EveryChildWhoseLinkAllows = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: "Sign in Tobi's app" })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: "Sign in Zara's app" })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: "Sign in Ama's app" })).toBeNull();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Show a code' })).toHaveLength(2));
  },
});

/** Only a child seen in part: no code to offer. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(family([ama])),
  play: async ({ canvas }) => {
    // Loaded: the placeholder has gone, and no section took its place.
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(familyEndpoints.children, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the app sign-in code' })).toBeVisible();
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(familyEndpoints.children, () =>
        apiError({ status: 500, code: 'InteralServerError', message: 'Something went wrong' }),
      ),
    ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^We could not load your children to sign their app in\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'اعرض رمزًا' })).toHaveLength(2));
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: "Sign in Zara's app" })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Show a code' })).toHaveLength(2));
  },
});
