import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { Header, NavigationMenu } from '../../src/design-system/index.ts';
import { menuFor } from '../mocks/menu.tsx';

const whiteLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="28"><text x="0" y="20" font-family="sans-serif" font-size="18" fill="white">ST MARY\'S</text></svg>',
  );

const menu = <NavigationMenu entries={menuFor({ userType: 1, features: ['VideoContent'] })} signedIn wide />;

const meta = preview.meta({ title: 'Shell/Header', component: Header, args: { menu } });

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveTextContent('Lantern');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const WithOrganisationLogo = meta.story({
  args: { organisationLogo: { url: whiteLogo, name: "St Mary's Children's Hospital" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: "St Mary's Children's Hospital" })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#0b7a75' } },
  args: { organisationLogo: { url: whiteLogo, name: "St Mary's Children's Hospital" } },
});

export const SignedOut = meta.story({
  args: { menu: <NavigationMenu entries={[]} signedIn={false} wide /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
});

export const RightToLeft = meta.story({ globals: { locale: 'ar' }, args: { productName: 'لانترن' } });
