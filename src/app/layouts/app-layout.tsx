import { Suspense } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  ErrorBoundary,
  Header,
  LanguageSelector,
  NavigationMenu,
  PrivateLayout,
  SuperAdminBanner,
  defaultMenuLabels,
  englishArabicOptions,
  menuEntries,
  type MenuKey,
} from '../../design-system/index.ts';
import { ConsentManager } from '../../features/consent/index.ts';
import {
  languageAtom,
  sessionAtom,
  signOut,
  unselectOrganisation,
  useOrganisationSelection,
  useSaveLanguage,
  useSessionLifecycle,
} from '../../features/session/index.ts';
import { errorReporter } from '../error-reporting.ts';
import { useT } from '../../lib/index.ts';

const productSiteUrl = import.meta.env.VITE_PRODUCT_SITE_URL as string | undefined;
const menuKeys = Object.keys(defaultMenuLabels) as MenuKey[];

/** The portal's frame around every signed-in screen and public information page (spec §2). */
export function AppLayout() {
  useSessionLifecycle();
  useOrganisationSelection();
  const t = useT();
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const language = useAtomValue(languageAtom);
  const saveLanguage = useSaveLanguage();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const { pathname } = useLocation();
  const user = session?.user ?? null;
  const organisation = session?.organisation ?? null;

  const entries = menuEntries({
    userType: user?.type ?? null,
    features: organisation?.features ?? [],
    wide,
    // Hospital information for guardians appears once the CMS capability publishes content.
    hasPublishedContent: false,
  });
  const guardianOnSmallScreen = user?.type === 2 && !wide;
  const menu = (
    <NavigationMenu
      entries={entries}
      signedIn={user !== null}
      wide={wide}
      activePath={pathname}
      linkComponent={RouterLink}
      labels={Object.fromEntries(menuKeys.map((key) => [key, t(`nav.items.${key}`)]))}
      text={{
        navigation: t('nav.navigation'),
        menu: t('nav.menu'),
        logout: t('nav.logout'),
        signIn: t('nav.signIn'),
        login: t('nav.login'),
        productSite: t('nav.productSite'),
      }}
      productSiteUrl={productSiteUrl}
      onLogout={() => signOut(store, 'manual')}
      languageSelector={
        guardianOnSmallScreen ? (
          <LanguageSelector
            options={englishArabicOptions}
            value={language}
            label={t('language.label')}
            onChange={(code) => void saveLanguage(code).catch(() => undefined)}
          />
        ) : undefined
      }
    />
  );

  return (
    <PrivateLayout
      superAdminBanner={
        user?.type === 0 && organisation ? (
          <SuperAdminBanner
            organisationName={organisation.name}
            onUnselect={() => unselectOrganisation(store)}
            text={{
              greeting: t('shell.superAdmin.greeting'),
              active: (name) => t('shell.superAdmin.active', { name }),
              unselect: t('shell.superAdmin.unselect'),
            }}
          />
        ) : null
      }
      header={
        <Header
          productName={t('app.name')}
          organisationLogo={
            organisation?.enable_custom_asset && organisation.white_logo_url
              ? { url: organisation.white_logo_url, name: organisation.name }
              : null
          }
          menu={menu}
        />
      }
      banner={user ? { role: t(`profile.roles.${user.type}`), organisation: organisation?.name } : null}
    >
      <ErrorBoundary
        resetKey={pathname}
        reporter={errorReporter}
        text={{ title: t('error.title'), message: t('error.message'), homeLabel: t('error.home') }}
      >
        <Suspense fallback={<LinearProgress aria-label={t('shell.loading')} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <ConsentManager />
    </PrivateLayout>
  );
}
