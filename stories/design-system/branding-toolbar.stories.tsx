import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { Header } from '../../src/design-system/index.ts';
import { sessionAtom } from '../../src/features/session/index.ts';
import { storedSession } from '../mocks/fixtures.ts';

/** The portal's header as the app layout draws it for the signed-in organisation, and a primary button. */
function BrandedScreen() {
  const organisation = useAtomValue(sessionAtom)?.organisation;
  return (
    <Box component="main">
      <Header
        organisationLogo={
          organisation?.enable_custom_asset && organisation.white_logo_url
            ? { url: organisation.white_logo_url, name: organisation.name }
            : null
        }
      />
      <Box sx={{ p: 3 }}>
        <Button variant="contained">Book an appointment</Button>
      </Box>
    </Box>
  );
}

/**
 * The branding toolbar (the paint brush: .storybook/manager.tsx) sets the `brand` globals; every story's theme
 * is then built from that brand. Its default, "story's own", leaves each story's `parameters.branding`.
 */
const meta = preview.meta({
  title: 'Design system/Branding toolbar',
  component: BrandedScreen,
  parameters: { session: storedSession(), branding: { primary: '#0b1f44' } },
});

const expectPrimary = async (canvasElement: HTMLElement, rgb: string) => {
  const button = canvasElement.querySelector('.MuiButton-contained');
  await waitFor(() => expect(button && getComputedStyle(button).backgroundColor).toBe(rgb));
};

/** Nothing chosen: the story's own branding (dark navy), and no logo. */
export const StorysOwn = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expectPrimary(canvasElement, 'rgb(11, 31, 68)');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

/** A demo hospital: St Mary's orange, darkened for AA, and its logo in the header. */
export const DemoHospital = meta.story({
  globals: { brand: 'stmarys' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('img', { name: "St Mary's Children's Hospital (demo)" }),
    ).toHaveAttribute('src', '/mail-sample-logo.svg');
    const button = canvasElement.querySelector('.MuiButton-contained');
    await expect(button && getComputedStyle(button).backgroundColor).not.toBe('rgb(255, 138, 0)');
  },
});

/** A custom pale yellow: the theme uses its darkened shade (#706c45). */
export const CustomColour = meta.story({
  globals: { brand: 'custom', brandColour: '#fff59d' },
  play: ({ canvasElement }) => expectPrimary(canvasElement, 'rgb(112, 108, 69)'),
});

/** A custom colour that is not hex applies nothing: the story keeps its own branding. */
export const CustomColourInvalid = meta.story({
  globals: { brand: 'custom', brandColour: '#12zz45' },
  play: ({ canvasElement }) => expectPrimary(canvasElement, 'rgb(11, 31, 68)'),
});
