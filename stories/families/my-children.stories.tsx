import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { MyChildren } from '../../src/features/families/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { typeDate } from '../play/date-field.ts';
import { familyHandlers } from '../mocks/families.ts';

const meta = preview.meta({
  title: 'Screens/Account/Children',
  component: MyChildren,
  parameters: { route: '/account', path: '/account', session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(...familyHandlers.defaults, familyHandlers.addChild),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.childrenPending),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the family links')).toHaveAttribute('aria-busy', 'true');
  },
});

/** A guardian with no child yet: the dashboard points here (/account#children). */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.childrenNone),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No child is linked to your account yet/)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Add a child' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.childrenFail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The family links could not be loaded.',
    );
  },
});

/** Tobi, active; a second child awaiting the hospital's approval, not named until then. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Your children' }));
    await expect(list.getByText('Tobi Okafor')).toBeVisible();
    await expect(list.getByText("A child awaiting the hospital's approval")).toBeVisible();
  },
});

export const AddChild = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const form = within(await canvas.findByRole('form', { name: 'Add a child' }));
    await userEvent.click(form.getByRole('button', { name: 'Add the child' }));
    await expect(await form.findByText('An app code is six letters and digits')).toBeVisible();
    // The field is labelled with the words alone (a message with a {code} placeholder would not do).
    await userEvent.type(form.getByLabelText(/^App code\s*\*?$/), 'qx7-pk3');
    await typeDate(canvasElement, /date of birth/, '14032016');
    await userEvent.click(form.getByRole('button', { name: 'Add the child' }));
    await expect(
      await within(document.body).findByText(
        'Thank you. The hospital will approve the link soon.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
});

/** A wrong code or date of birth: one message, on the app code. */
export const NoMatch = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const form = within(await canvas.findByRole('form', { name: 'Add a child' }));
    await userEvent.type(form.getByLabelText(/App code/), 'QX7PK3');
    await typeDate(canvasElement, /date of birth/, '15032016');
    await userEvent.click(form.getByRole('button', { name: 'Add the child' }));
    await expect(await form.findByText(/No child matches this app code/)).toBeVisible();
  },
});

export const Locked = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.addChildLocked),
  play: async ({ canvas, canvasElement }) => {
    const form = within(await canvas.findByRole('form', { name: 'Add a child' }));
    await userEvent.type(form.getByLabelText(/App code/), 'QX7PK3');
    await typeDate(canvasElement, /date of birth/, '15032016');
    await userEvent.click(form.getByRole('button', { name: 'Add the child' }));
    await expect(await form.findByText(/Too many wrong tries with this app code/)).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'أطفالك' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'إضافة طفل' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add the child' })).toBeVisible();
  },
});
