import { Outlet, type RouteObject } from 'react-router-dom';
import { RouteGuard } from './routing/route-guard.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { LogoutPage } from './pages/logout-page.tsx';
import { NotYetAvailable } from './pages/not-yet-available.tsx';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Loads a feature's screen only when its route is first opened (one chunk per feature). */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType): Lazy =>
  async () => ({ Component: pick(await load()) });

const auth = () => import('../features/auth/index.ts');
const account = () => import('../features/account/index.ts');
const dashboard = () => import('../features/dashboard/index.ts');
const organisations = () => import('../features/organisations/index.ts');
const appUsers = () => import('../features/app-users/index.ts');
const requests = () => import('../features/requests/index.ts');
const areas = () => import('../features/areas/index.ts');
const videos = () => import('../features/videos/index.ts');

/** A route of the spec whose screen a later capability builds. */
const later = (path: string, titleKey: string): RouteObject => ({
  path,
  element: <NotYetAvailable titleKey={`routes.titles.${titleKey}`} />,
});

/** Signed-in screens, and the public information pages that also show the portal's header. */
const appRoutes: RouteObject[] = [
  { index: true, lazy: screen(dashboard, (m) => m.DashboardPage) },
  { path: 'account', lazy: screen(account, (m) => m.AccountPage) },
  { path: 'account/edit/user', lazy: screen(account, (m) => m.EditAccountPage) },
  { path: 'app-users', lazy: screen(appUsers, (m) => m.AppUsersPage) },
  { path: 'user/:userId', lazy: screen(appUsers, (m) => m.UserDetailPage) },
  { path: 'requests', lazy: screen(requests, (m) => m.RequestsPage) },
  { path: 'organisations', lazy: screen(organisations, (m) => m.OrganisationsPage) },
  { path: 'organisation-areas', lazy: screen(areas, (m) => m.AreasPage) },
  later('organisation-areas/:id/:type', 'organisationAreas'),
  { path: 'content-areas', lazy: screen(areas, (m) => m.ContentAreasPage) },
  { path: 'content-areas/add', lazy: screen(areas, (m) => m.AddContentAreasPage) },
  { path: 'content-areas/:id/:type', lazy: screen(areas, (m) => m.ContentAreaChoicePage) },
  { path: 'videos/:type', lazy: screen(videos, (m) => m.VideosPage) },
  later('hospital-information', 'hospitalInformation'),
  later('hospital-information/configure', 'hospitalInformation'),
  later('hospital-information/preview', 'hospitalInformation'),
  later('questionnaires', 'questionnaires'),
  later('questionnaires/create', 'questionnaires'),
  later('questionnaires/edit', 'questionnaires'),
  later('questionnaires/preview', 'questionnaires'),
  later('quizzes', 'quizzes'),
  later('missions', 'missions'),
  later('reporting', 'reporting'),
  later('reporting/:reportingId/edit', 'reporting'),
  later('reporting/:reportingId/view', 'reporting'),
  later('reports', 'reports'),
  later('report', 'report'),
  later('report/thanks', 'report'),
  later('calendar', 'calendar'),
  later('usage', 'usage'),
  later('app-privacy', 'appPrivacy'),
  later('trust', 'trust'),
  later('privacy-notice', 'privacyNotice'),
  later('web-privacy', 'webPrivacy'),
  later('deeplink', 'deeplink'),
  // Any other path: the guard sends a signed-in user to / and everyone else to /login.
  { path: '*', element: null },
];

/** Every route of the portal (spec §2). Access is decided by one table: routing/access.ts. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: 'login', lazy: screen(auth, (m) => m.SignInPage) },
          { path: 'register', lazy: screen(auth, (m) => m.RegisterPage) },
          { path: 'signup', lazy: screen(auth, (m) => m.RegisterPage) },
          { path: 'auth/activate', lazy: screen(auth, (m) => m.ActivatePage) },
          { path: 'auth/forgot-password', lazy: screen(auth, (m) => m.ForgotPasswordPage) },
          { path: 'auth/reset-password', lazy: screen(auth, (m) => m.ResetPasswordPage) },
          { path: 'auth/linkedin', lazy: screen(auth, (m) => m.LinkedinCallbackPage) },
        ],
      },
      { path: 'logout', element: <LogoutPage /> },
      // The signed-in frame (menu, header) loads with the first signed-in screen, not with /login.
      { path: '/', lazy: screen(() => import('./layouts/app-layout.tsx'), (m) => m.AppLayout), children: appRoutes },
    ],
  },
];
