import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import addonMsw from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/500.css';
import '@fontsource/noto-sans-arabic/700.css';
import type { Language } from '../src/api/contracts/index.ts';
import { StoryFrame } from './decorators.tsx';
import { BRAND_GLOBALS, chosenBrand } from './brands.ts';
import { startMsw } from './msw-in-page.ts';
import { loadMessages } from '../src/lib/messages.ts';
import { authHandlers } from '../stories/mocks/handlers.ts';
import type { StoredSession } from '../src/features/session/index.ts';
import type { Branding } from '../src/design-system/index.ts';

// A play's findBy and waitFor wait up to 5 s (Testing Library's default is 1 s): on CI's two busy
// cores a mocked answer and the render after it can take longer than a second without anything wrong.
configure({ asyncUtilTimeout: 5_000 });

/** The faces the theme draws with, each with text of the subsets the portal shows (Latin, accented, Arabic). */
const FONT_FACES = ['400', '500', '700'].flatMap((weight) => [
  { font: `${weight} 16px Roboto`, text: 'Aa éñ' },
  { font: `${weight} 16px "Noto Sans Arabic"`, text: 'عربي' },
]);

declare module 'storybook/internal/types' {
  interface Parameters {
    /** Initial URL of the story's router. */
    route?: string;
    /** Route pattern the story renders at; other paths show "Navigated to …". */
    path?: string;
    /** Signed-in session the story starts with. */
    session?: StoredSession | null;
    /** Organisation branding (brand colour) the story's theme is built from. */
    branding?: Branding;
  }
}

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw(startMsw)],
  globalTypes: {
    locale: {
      description: 'Interface language (Arabic is right-to-left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية (RTL)' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
    // Set by the branding tool (manager.tsx), which draws its own toolbar button.
    brand: { description: "Organisation branding: '' (the story's own), a demo hospital, or 'custom'" },
    brandColour: { description: 'The custom brand colour (hex), set only when valid' },
    brandLogo: { description: 'The custom logo: an image address or a data URL' },
  },
  initialGlobals: { locale: 'en', ...BRAND_GLOBALS },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      test: 'error',
      // Under test only the violations' nodes are collected (a failing check names them all); the
      // Storybook panel keeps every passing and incomplete node. Collecting those was most of axe's
      // time on a full screen, and ~200 kB of report per story carried to the test runner.
      ...(import.meta.env.MODE === 'test' ? { options: { resultTypes: ['violations'] } } : {}),
    },
  },
  // The portal loads Arabic, Spanish and most of English when needed; a story switches language at once, so all are ready.
  // So are the web fonts, each weight the theme uses: a screen laid out before its font arrived keeps what it
  // measured then (a multi-line field's height), and would draw differently from one run to the next.
  loaders: [
    async () => ({ messages: await Promise.all((['en', 'ar', 'es'] as const).map(loadMessages)) }),
    () => Promise.all(FONT_FACES.map((face) => document.fonts.load(face.font, face.text))).then(() => ({})),
  ],
  // Calls every screen makes, answered for all stories; a story's own handlers take precedence.
  beforeEach: ({ msw }) => {
    // Every story starts from a fresh tab: a story that signs out (a 401) leaves the "session timed
    // out" flag in sessionStorage, which all story files of the run share.
    sessionStorage.clear();
    // Nor a cookie consent: the browser context, and so its cookies, is shared by every story file.
    document.cookie = 'cookie_consent=; max-age=0; path=/';
    msw.use(authHandlers.noProviders, authHandlers.logout);
  },
  decorators: [
    (Story, { globals, parameters }) => {
      // The branding toolbar's brand wins; "story's own" (the default) leaves the story's parameters as they are.
      const brand = chosenBrand(globals);
      return (
        <StoryFrame
          language={(globals.locale as Language | undefined) ?? 'en'}
          session={parameters.session}
          route={parameters.route}
          path={parameters.path}
          branding={brand ? { primary: brand.colour } : parameters.branding}
          organisationBrand={brand}
        >
          <Story />
        </StoryFrame>
      );
    },
  ],
});
