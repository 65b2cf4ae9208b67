import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FamilySection } from '../../src/features/families/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { appUserHandlers, patients } from '../mocks/app-users.ts';
import { familyHandlers } from '../mocks/families.ts';
import { familyAccessHandlers } from '../mocks/family-access.ts';

const patient = { id: patients[0]?.id as string, type: 3 };
const body = () => within(document.body);
const toast = async (text: string) =>
  expect(await body().findByText(text, {}, { timeout: 5000 })).toBeVisible();

/** A patient's guardians on the user detail page: each active link's access, as the admin manages it. */
const meta = preview.meta({
  title: 'Screens/User detail/Family access',
  component: FamilySection,
  args: { user: patient },
  parameters: { route: `/user/${patient.id}`, path: '/user/:userId', session: storedSession() },
  beforeEach: ({ msw }) =>
    msw.use(...familyAccessHandlers.defaults, ...familyHandlers.defaults, appUserHandlers.many),
});

const groups = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findAllByRole('group', { name: /^Access of / })).map((g: HTMLElement) => within(g));

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.linksPending),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the family links')).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.linksEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No guardian is linked to this patient.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /^Access of / })).toBeNull();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(familyHandlers.linksFail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The family links could not be loaded.',
    );
  },
});

/** A decline waiting for review (limited for now), a confidential limited link, each with its review date. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    const [declined, confidential] = await groups(canvas);
    await expect(declined?.getByRole('combobox', { name: 'Access' })).toHaveTextContent('Full');
    await expect(
      declined?.getByText(
        /The young person declined this guardian on 20\/11\/2026\. Their reason: “I want some privacy”/,
      ),
    ).toBeVisible();
    await expect(declined?.getByText(/Sees their calendar today\. The young person declined/)).toBeVisible();
    await expect(declined?.getByText('Due for review on 04/11/2027')).toBeVisible();
    await expect(confidential?.getByRole('combobox', { name: 'Access' })).toHaveTextContent('Limited');
    await expect(confidential?.getByText('Confidential')).toBeVisible();
    await expect(
      confidential?.getByText("Hidden from the child's other guardians: Court order of 2 November"),
    ).toBeVisible();
    await expect(confidential?.queryByRole('button', { name: /^Review the decline/ })).toBeNull();
  },
});

export const ChangeLevel = meta.story({
  play: async ({ canvas }) => {
    const [declined] = await groups(canvas);
    await userEvent.click(declined?.getByRole('combobox', { name: 'Access' }) as HTMLElement);
    await userEvent.click(await body().findByRole('option', { name: 'Limited' }));
    await toast('The access level was changed.');
  },
});

/** Marking confidential asks for the reason first; unmarking needs none. */
export const MarkConfidential = meta.story({
  play: async ({ canvas }) => {
    const [declined, confidential] = await groups(canvas);
    await userEvent.click(declined?.getByRole('button', { name: /^Mark confidential: / }) as HTMLElement);
    const dialog = within(
      await body().findByRole('dialog', { name: "Hide this link from the child's other guardians?" }),
    );
    await expect(dialog.getByRole('button', { name: 'Mark confidential' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Safeguarding plan');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark confidential' }));
    await toast('The link is now confidential.');
    await userEvent.click(
      confidential?.getByRole('button', { name: /^Show to other guardians: / }) as HTMLElement,
    );
    await toast('The other guardians see this link again.');
  },
});

export const ReviewDecline = meta.story({
  play: async ({ canvas }) => {
    const [declined] = await groups(canvas);
    await userEvent.click(declined?.getByRole('button', { name: /^Review the decline: / }) as HTMLElement);
    const dialog = within(await body().findByRole('dialog', { name: "Review the young person's decline" }));
    await expect(dialog.getByRole('button', { name: 'Record the review' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Spoke with both; access stays during treatment');
    await userEvent.click(dialog.getByRole('button', { name: 'Record the review' }));
    await toast('The review was recorded.');
  },
});

/** Past the control age the server refuses a review without safeguarding: the dialog says why and stays. */
export const ReviewNeedsSafeguarding = meta.story({
  beforeEach: ({ msw }) => msw.use(familyAccessHandlers.reviewNeedsSafeguarding),
  play: async ({ canvas }) => {
    const [declined] = await groups(canvas);
    await userEvent.click(declined?.getByRole('button', { name: /^Review the decline: / }) as HTMLElement);
    const dialog = within(await body().findByRole('dialog', { name: "Review the young person's decline" }));
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Parent asked');
    await userEvent.click(dialog.getByRole('button', { name: 'Record the review' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'only a safeguarding reason overrides their choice',
    );
    await expect(dialog.getByRole('checkbox', { name: 'This is a safeguarding reason' })).not.toBeChecked();
  },
});

export const ReviewDate = meta.story({
  play: async ({ canvas }) => {
    const [declined] = await groups(canvas);
    await userEvent.click(
      declined?.getByRole('button', { name: /^Change the review date: / }) as HTMLElement,
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Review date' }));
    await expect(dialog.getByRole('group', { name: /Review on/ })).toHaveTextContent(/04.*11.*2027/);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await toast('The review date was changed.');
  },
});

export const ReviewDateRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(familyAccessHandlers.reviewDateRefused),
  play: async ({ canvas }) => {
    const [declined] = await groups(canvas);
    await userEvent.click(
      declined?.getByRole('button', { name: /^Change the review date: / }) as HTMLElement,
    );
    const dialog = within(await body().findByRole('dialog', { name: 'Review date' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Choose a date from today to 36 months ahead',
    );
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/رفض الشاب ولي الأمر هذا في/)).toBeVisible();
    await expect(canvas.getByText('سرّي')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^غيّر موعد المراجعة: / })).toHaveLength(2);
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/El joven rechazó a este tutor el 20\/11\/2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Revisar el rechazo: / })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [declined] = await groups(canvas);
    await expect(declined?.getByRole('button', { name: /^Review the decline: / })).toBeVisible();
    await expect(declined?.getByRole('combobox', { name: 'Access' })).toBeVisible();
  },
});
