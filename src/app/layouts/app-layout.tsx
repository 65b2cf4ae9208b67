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
  languageOptions,
} from '../../design-system/index.ts';
import { offeredLanguages } from '../../api/contracts/index.ts';
import type { DashboardOutletContext } from '../../features/dashboard/index.ts';
import { ConsentManager } from '../../features/consent/index.ts';
import { TermsGate } from '../../features/terms-gate/index.ts';
import { useHasPublishedContent } from '../../features/hospital-information/index.ts';
import { useOpenIssueReports } from '../../features/issue-reports/index.ts';
import { useUnreadCount } from '../../features/notifications/index.ts';
import {
  languageAtom,
  sessionAtom,
  sessionCan,
  sessionRole,
  signOut,
  unselectOrganisation,
  useOrganisationSelection,
  useSaveLanguage,
  useSessionLifecycle,
} from '../../features/session/index.ts';
import { reportError } from '../error-reporting/index.ts';
import { dashboardShortcuts, menuEntries, type NavigationContext } from '../routing/navigation.ts';
import { useT } from '../../lib/index.ts';

const productSiteUrl = import.meta.env.VITE_PRODUCT_SITE_URL as string | undefined;

/** The portal's frame around every signed-in screen and public information page (docs/product.md § Roles, routes and access). */
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
  // Only a guardian's menu depends on it: nobody else asks the server.
  const role = sessionRole(session);
  const hasPublishedContent = useHasPublishedContent(role === 'guardian');

  const navigation: NavigationContext = {
    userType: user?.type ?? null,
    hasOrganisation: organisation !== null,
    features: organisation?.features ?? [],
    wide,
    hasPublishedContent,
  };
  // The admins' count of open reports beside their "Reported issues" entry; everyone's unread
  // notifications beside "Notifications" and on the phone's menu button.
  const badges = {
    openIssueReports: useOpenIssueReports(sessionCan(session, 'issueReports.manage')).data?.open,
    unreadNotifications: useUnreadCount(sessionCan(session, 'notifications.self')).data?.unread,
  };
  const unread = badges.unreadNotifications ?? 0;
  const entries = menuEntries(navigation).map(({ path, label, icon: Icon, badge }) => {
    const count = badge ? badges[badge] : undefined;
    return {
      path,
      label: t(label),
      icon: <Icon fontSize="small" />,
      ...(badge && count !== undefined
        ? { badge: { count, label: t(`nav.badge.${badge}`, { count }) } }
        : {}),
    };
  });
  const outletContext: DashboardOutletContext = { shortcuts: dashboardShortcuts(navigation) };
  // The guardian reads any language their organisation offers families; the one in use is always listed.
  const guardianLanguages = languageOptions([...offeredLanguages(organisation), language]);
  const guardianOnSmallScreen = role === 'guardian' && !wide;
  const menu = (
    <NavigationMenu
      entries={entries}
      signedIn={user !== null}
      wide={wide}
      activePath={pathname}
      linkComponent={RouterLink}
      text={{
        navigation: t('nav.navigation'),
        menu: t('nav.menu'),
        logout: t('nav.logout'),
        signIn: t('nav.signIn'),
        login: t('nav.login'),
        productSite: t('nav.productSite'),
        more: t('nav.more'),
      }}
      productSiteUrl={productSiteUrl}
      menuBadge={unread > 0 ? { count: unread, label: t('nav.menuUnread', { count: unread }) } : undefined}
      onLogout={() => signOut(store, 'manual')}
      languageSelector={
        guardianOnSmallScreen ? (
          <LanguageSelector
            options={guardianLanguages}
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
        role === 'superAdmin' && organisation ? (
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
      skipLinkLabel={t('a11y.skipToContent')}
      banner={user ? { role: t(`profile.roles.${user.type}`), organisation: organisation?.name } : null}
    >
      <ErrorBoundary
        resetKey={pathname}
        report={reportError}
        text={{ title: t('error.title'), message: t('error.message'), homeLabel: t('error.home') }}
      >
        <Suspense fallback={<LinearProgress aria-label={t('shell.loading')} />}>
          {/* A guardian sees the terms until they accept the current version. */}
          <TermsGate>
            <Outlet context={outletContext} />
          </TermsGate>
        </Suspense>
      </ErrorBoundary>
      <ConsentManager />
    </PrivateLayout>
  );
}
