import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Organisation } from '../../src/api/contracts/index.ts';
import preview from '../../.storybook/preview.tsx';
import { OrganisationDialog } from '../../src/features/organisations/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { answer } from '../mocks/endpoint.ts';
import { organisationsEndpoints } from '../../src/api/contracts/index.ts';

const superAdmin = { ...fixtures.admin, type: 0 as const, organisation_id: null };

/** What the portal sent to save the organisation, if it did. */
let saved: Partial<Organisation> | null = null;

const withBrand = (brand_color: string | null): Organisation => ({ ...fixtures.stMarys, brand_color });

/** The super admin's organisation dialog: the brand colour, its AA report and the three screens drawn in it. */
const meta = preview.meta({
  title: 'Screens/Organisations/Brand preview',
  component: OrganisationDialog,
  parameters: { session: { ...storedSession(superAdmin), organisation: null } },
  args: { open: true, organisation: withBrand(null), onClose: () => undefined },
  beforeEach: ({ msw }) => {
    saved = null;
    msw.use(
      answer(organisationsEndpoints.update, async ({ request }) => {
        saved = (await request.json()) as Partial<Organisation>;
        return HttpResponse.json<Organisation>({ ...fixtures.stMarys, ...saved });
      }),
    );
  },
});

const dialog = async () => within(await within(document.body).findByRole('dialog'));

/** A row of the AA report: the colour, its two ratios and the verdict. */
const expectRow = async (row: 'entered' | 'used', texts: string[]) => {
  const cells = within((await dialog()).getByTestId(`brand-${row}`));
  for (const text of texts) await expect(cells.getByText(text)).toBeVisible();
};

/** The contained "Sign in" button of the sample sign-in page is drawn in `rgb`. */
const expectSignInButton = async (rgb: string) => {
  const screen = (await dialog()).getByTestId('brand-screen-signIn');
  const button = screen.querySelector('.MuiButton-contained');
  await waitFor(() => expect(button && getComputedStyle(button).backgroundColor).toBe(rgb));
};

/** Types over the whole field, as a user who selects the colour and types another. */
const typeColour = async (colour: string) => {
  const field = (await dialog()).getByRole<HTMLInputElement>('textbox', { name: 'Brand colour' });
  await userEvent.type(field, colour, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
};

/** A pale yellow: white text on it fails AA, so the portal uses a darker shade; the preview shows that shade. */
export const LightBrand = meta.story({
  play: async () => {
    await typeColour('#fff59d');
    await expectRow('entered', ['#fff59d', '1.11:1', '1.01:1', 'Fail']);
    await expectRow('used', ['#706c45', '5.35:1', '4.73:1', 'Pass']);
    const view = await dialog();
    await expect(
      view.getByText('The portal uses a darker shade of the colour entered, so that text stays readable.'),
    ).toBeVisible();
    await expectSignInButton('rgb(112, 108, 69)');
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved?.brand_color).toBe('#fff59d'));
  },
});

/** A dark navy passes as it is: the colour used is the colour entered. */
export const DarkBrand = meta.story({
  args: { organisation: withBrand('#0b1f44') },
  play: async () => {
    await expectRow('entered', ['#0b1f44', '16.23:1', '14.33:1', 'Pass']);
    await expectRow('used', ['#0b1f44', '16.23:1', '14.33:1', 'Pass']);
    await expect((await dialog()).getByText('The portal uses the colour as entered.')).toBeVisible();
    await expectSignInButton('rgb(11, 31, 68)');
  },
});

/** An invalid colour: the field says so, the preview keeps the last valid colour, and nothing is saved. */
export const InvalidColour = meta.story({
  args: { organisation: withBrand('#0b1f44') },
  play: async () => {
    await typeColour('#12zz45');
    const view = await dialog();
    const field = view.getByRole('textbox', { name: 'Brand colour' });
    await expect(field).toHaveAccessibleDescription(
      'Enter a colour as # and six hex digits, such as #1f5fa8',
    );
    await expect(field).toBeInvalid();
    await expectRow('used', ['#0b1f44', '16.23:1']);
    await expectSignInButton('rgb(11, 31, 68)');
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await expect(field).toBeInvalid();
    await expect(saved).toBeNull();
  },
});

/** No brand colour: the report and the screens show the product's own blue. */
export const ProductColour = meta.story({
  play: async () => {
    await expectRow('used', ['#1f5fa8', '6.44:1', '5.68:1', 'Pass']);
    await expectSignInButton('rgb(31, 95, 168)');
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  args: { organisation: withBrand('#fff59d') },
  play: async () => {
    const view = await dialog();
    await expect(view.getByRole('heading', { name: 'معاينة' })).toBeVisible();
    await expect(within(view.getByTestId('brand-entered')).getByText('راسب')).toBeVisible();
    await expect(within(view.getByTestId('brand-used')).getByText('ناجح')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expectSignInButton('rgb(112, 108, 69)');
  },
});

/** On a phone the report stays in view; the three screens fold under a toggle. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { organisation: withBrand('#fff59d') },
  play: async () => {
    const view = await dialog();
    await expectRow('used', ['#706c45', '5.35:1', 'Pass']);
    const toggle = view.getByRole('button', { name: 'Show the preview screens' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(view.getByTestId('brand-screen-signIn')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(view.getByRole('button', { name: 'Hide the preview screens' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(view.getByTestId('brand-screen-signIn')).toBeVisible());
  },
});
