import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** Every feature on: a super admin with an organisation selected has the longest menu there is. */
const everyFeature = ['Questionnaires', 'VideoContent', 'xplr-fea-quiz', 'xplr-fea-misn', 'xplr-fea-repo'];
const longest = (language: 'en' | 'ar') =>
  menuFor({ userType: 0, hasOrganisation: true, features: everyFeature }, language);
const wideViewports = {
  viewport: {
    options: Object.fromEntries(
      [1024, 1366, 1920].map((w) => [
        `w${w}`,
        { name: `${w} px`, styles: { width: `${w}px`, height: '800px' } },
      ]),
    ),
  },
};

/**
 * The menu stays on one line: no entry and no header row wraps, and every entry is either in the
 * row or, in order after those, in the More menu. Returns whether a More menu was needed.
 */
async function everyEntryOnOneLine(
  canvasElement: HTMLElement,
  expected: string[],
  names: { nav: string; more: string; logout: string },
) {
  const canvas = within(canvasElement);
  const banner = canvas.getByRole('banner');
  const nav = within(canvas.getByRole('navigation', { name: names.nav }));
  // Wait for the fonts (Arabic's loads late) and the measurement that follows them.
  await document.fonts.ready;
  await waitFor(() => expect(banner.getBoundingClientRect().height).toBeLessThan(80));
  const controls = [...nav.getAllByRole('link'), ...nav.getAllByRole('button')];
  for (const control of controls) {
    const line = parseFloat(getComputedStyle(control).lineHeight);
    await expect(control.getBoundingClientRect().height, control.textContent ?? '').toBeLessThan(line * 2);
  }
  await expect(nav.getByRole('button', { name: names.logout })).toBeVisible();
  const inRow = nav.getAllByRole('link').map((l) => l.textContent);
  const more = nav.queryByRole('button', { name: names.more });
  if (!more) {
    await expect(inRow).toEqual(expected);
    return false;
  }
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await userEvent.click(more);
  const menu = within(await within(document.body).findByRole('menu'));
  const moved = menu.getAllByRole('menuitem').map((item) => item.textContent);
  for (const item of menu.getAllByRole('menuitem')) await expect(item.tagName).toBe('A');
  await expect([...inRow, ...moved]).toEqual(expected);
  await userEvent.keyboard('{Escape}');
  return true;
}

const superAdminStory = (width: 1024 | 1366 | 1920, language: 'en' | 'ar') => {
  const arabic = language === 'ar';
  const names = arabic
    ? { nav: 'التنقل الرئيسي', more: 'المزيد', logout: 'تسجيل الخروج', productSite: 'عن لانترن' }
    : { nav: 'Main navigation', more: 'More', logout: 'Log out', productSite: 'About Lantern' };
  return {
    parameters: wideViewports,
    globals: { viewport: { value: `w${width}`, isRotated: false }, ...(arabic ? { locale: 'ar' } : {}) },
    args: {
      ...(arabic ? { productName: 'لانترن' } : {}),
      organisationLogo: { url: whiteLogo, name: "St Mary's Children's Hospital" },
      menu: (
        <NavigationMenu
          entries={longest(language)}
          signedIn
          wide
          activePath="/app-users"
          productSiteUrl="https://lantern.example"
          text={{
            navigation: names.nav,
            more: names.more,
            logout: names.logout,
            productSite: names.productSite,
          }}
        />
      ),
    },
    names,
  };
};

const expectedLinks = (language: 'en' | 'ar', productSite: string) => [
  ...longest(language).map((e) => e.label),
  productSite,
];

const at1024 = superAdminStory(1024, 'en');
/** 1024 px: most entries wait in the More menu; the row and Log out stay on one line. */
export const SuperAdminAt1024 = meta.story({
  parameters: at1024.parameters,
  globals: at1024.globals,
  args: at1024.args,
  play: async ({ canvasElement }) => {
    // Eighteen entries and the product site: nineteen links.
    await expect(expectedLinks('en', at1024.names.productSite)).toHaveLength(19);
    const moreNeeded = await everyEntryOnOneLine(
      canvasElement,
      expectedLinks('en', at1024.names.productSite),
      at1024.names,
    );
    await expect(moreNeeded).toBe(true);
  },
});

const at1366 = superAdminStory(1366, 'en');
/** 1366 px, the common laptop: the width where Log out used to wrap. */
export const SuperAdminAt1366 = meta.story({
  parameters: at1366.parameters,
  globals: at1366.globals,
  args: at1366.args,
  play: async ({ canvasElement }) => {
    const moreNeeded = await everyEntryOnOneLine(
      canvasElement,
      expectedLinks('en', at1366.names.productSite),
      at1366.names,
    );
    await expect(moreNeeded).toBe(true);
  },
});

const at1920 = superAdminStory(1920, 'en');
/** 1920 px: more entries fit in the row; still one line. */
export const SuperAdminAt1920 = meta.story({
  parameters: at1920.parameters,
  globals: at1920.globals,
  args: at1920.args,
  play: async ({ canvasElement }) => {
    await everyEntryOnOneLine(canvasElement, expectedLinks('en', at1920.names.productSite), at1920.names);
  },
});

const arabic1366 = superAdminStory(1366, 'ar');
/** Arabic at 1366 px: right to left, the More menu at the row's left end, nothing wraps. */
export const SuperAdminArabic = meta.story({
  parameters: arabic1366.parameters,
  globals: arabic1366.globals,
  args: arabic1366.args,
  play: async ({ canvasElement }) => {
    const moreNeeded = await everyEntryOnOneLine(
      canvasElement,
      expectedLinks('ar', arabic1366.names.productSite),
      arabic1366.names,
    );
    await expect(moreNeeded).toBe(true);
  },
});
