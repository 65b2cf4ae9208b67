import type { ComponentType } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MapIcon from '@mui/icons-material/Map';
import PeopleIcon from '@mui/icons-material/People';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import QuizIcon from '@mui/icons-material/Quiz';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { FEATURE, type Access, type AppRoute, type Offer, type Screen } from './route-types.ts';

/** Loads a feature's screen only when its route is first opened (one chunk per feature). */
const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen =>
  async () =>
    pick(await load());

// /login alone: the first visit loads the sign-in page, the other auth pages load when opened.
const signIn = () => import('../../features/auth/sign-in.ts');
const auth = () => import('../../features/auth/index.ts');
const account = () => import('../../features/account/index.ts');
const dashboard = () => import('../../features/dashboard/index.ts');
const organisations = () => import('../../features/organisations/index.ts');
const appUsers = () => import('../../features/app-users/index.ts');
const requests = () => import('../../features/requests/index.ts');
const areas = () => import('../../features/areas/index.ts');
const videos = () => import('../../features/videos/index.ts');
const hospitalInformation = () => import('../../features/hospital-information/index.ts');
const pages = () => import('../pages/index.ts');
// Terms of use and registration feedback
const terms = () => import('../../features/terms/index.ts');
const feedback = () => import('../../features/feedback/index.ts');
const report = () => import('../../features/issue-reports/index.ts');
const publicPages = () => import('../../features/public-pages/index.ts');
// Questionnaires: the list, the builder and the preview
const questionnaires = () => import('../../features/questionnaires/index.ts');
const questionnaireBuilder = () => import('../../features/questionnaires/builder/index.ts');
const questionnairePreview = () => import('../../features/questionnaires/preview/index.ts');
// Questionnaire results, each its own chunk (the charts load only with the responses)
const questionnaireAssign = () => import('../../features/questionnaires/assign/index.ts');
const questionnaireResponses = () => import('../../features/questionnaires/responses/index.ts');
const questionnaireFlags = () => import('../../features/questionnaires/flags/index.ts');
// A guardian's questionnaires: what they were asked, and the answering screen.
const familyQuestionnaires = () => import('../../features/family-questionnaires/index.ts');
// calendar
const calendar = () => import('../../features/calendar/index.ts');
// usage
const usage = () => import('../../features/usage/index.ts');
// reporting
const reporting = () => import('../../features/reporting/index.ts');
// Quizzes and missions
const quizzes = () => import('../../features/quizzes/index.ts');
const missions = () => import('../../features/missions/index.ts');

const PUBLIC: Access = { public: true };
const ADMIN: Access = { types: [1] };
const ADMIN_AND_GUARDIAN: Access = { types: [1, 2] };
const GUARDIAN_QUESTIONNAIRES: Access = { types: [2], feature: FEATURE.questionnaires };
const SUPER_ADMIN: Access = { types: [] };

const everyone: Offer = { to: 'everyone' };
const guardian: Offer = { to: 'guardian' };
const admin: Offer = { to: 'admin' };
const superAdmin: Offer = { to: 'superAdmin' };

/** Every route of the portal: the one list that access, menus and dashboard shortcuts are derived from. */
export const routeTable: readonly AppRoute[] = [
  { path: '/login', layout: 'auth', screen: screen(signIn, (m) => m.SignInPage), access: PUBLIC },
  { path: '/register', layout: 'auth', screen: screen(auth, (m) => m.RegisterPage), access: PUBLIC },
  { path: '/signup', layout: 'auth', screen: screen(auth, (m) => m.RegisterPage), access: PUBLIC },
  { path: '/auth/activate', layout: 'auth', screen: screen(auth, (m) => m.ActivatePage), access: PUBLIC },
  {
    path: '/auth/forgot-password',
    layout: 'auth',
    screen: screen(auth, (m) => m.ForgotPasswordPage),
    access: PUBLIC,
  },
  {
    path: '/auth/reset-password',
    layout: 'auth',
    screen: screen(auth, (m) => m.ResetPasswordPage),
    access: PUBLIC,
  },
  {
    path: '/auth/linkedin',
    layout: 'auth',
    screen: screen(auth, (m) => m.LinkedinCallbackPage),
    access: PUBLIC,
  },
  // The rest of /auth is public too (the spec's prefix): an unknown page there is not found.
  { path: '/auth/*', layout: 'auth', screen: screen(pages, (m) => m.NotFoundPage), access: PUBLIC },
  { path: '/logout', layout: 'bare', screen: screen(pages, (m) => m.LogoutPage), access: PUBLIC },
  {
    path: '/',
    layout: 'app',
    screen: screen(dashboard, (m) => m.DashboardRoute),
    withoutOrganisation: true,
    access: ADMIN_AND_GUARDIAN,
    menu: { label: 'nav.items.dashboard', icon: DashboardIcon, order: 10, offer: [everyone] },
  },
  {
    path: '/account',
    layout: 'app',
    screen: screen(account, (m) => m.AccountPage),
    withoutOrganisation: true,
    access: ADMIN_AND_GUARDIAN,
    menu: { label: 'nav.items.account', icon: AccountCircleIcon, order: 20, offer: [everyone] },
  },
  // Guardians edit their details on /account itself (a product decision).
  {
    path: '/account/edit/user',
    layout: 'app',
    screen: screen(account, (m) => m.EditAccountPage),
    withoutOrganisation: true,
    access: ADMIN,
  },
  {
    path: '/questionnaires',
    layout: 'app',
    screen: screen(questionnaires, (m) => m.QuestionnairesPage),
    access: ADMIN,
    menu: {
      label: 'nav.items.questionnaires',
      icon: AssignmentIcon,
      order: 30,
      offer: [{ to: 'admin', feature: FEATURE.questionnaires, wideOnly: true }],
    },
  },
  {
    path: '/questionnaires/create',
    layout: 'app',
    screen: screen(questionnaireBuilder, (m) => m.BuilderPage),
    access: ADMIN,
  },
  {
    path: '/questionnaires/edit',
    layout: 'app',
    screen: screen(questionnaireBuilder, (m) => m.BuilderPage),
    access: ADMIN,
  },
  {
    path: '/questionnaires/preview',
    layout: 'app',
    screen: screen(questionnairePreview, (m) => m.PreviewPage),
    access: ADMIN,
  },
  // Who is asked and who answered, the answers, and the duty-of-care queue.
  {
    path: '/questionnaires/assign',
    layout: 'app',
    screen: screen(questionnaireAssign, (m) => m.AssignPage),
    access: ADMIN,
  },
  {
    path: '/questionnaires/responses',
    layout: 'app',
    screen: screen(questionnaireResponses, (m) => m.ResponsesPage),
    access: ADMIN,
  },
  {
    path: '/questionnaires/flags',
    layout: 'app',
    screen: screen(questionnaireFlags, (m) => m.FlagsPage),
    access: ADMIN,
    menu: {
      label: 'nav.items.questionnaireFlags',
      icon: ReportProblemIcon,
      order: 35,
      offer: [{ to: 'admin', feature: FEATURE.questionnaires, wideOnly: true }],
    },
  },
  // A product decision: guardians answer what they were asked here (the spec's type-2 list has no /questionnaires).
  {
    path: '/questionnaires/answer',
    layout: 'app',
    screen: screen(familyQuestionnaires, (m) => m.MyQuestionnairesPage),
    access: GUARDIAN_QUESTIONNAIRES,
    menu: {
      label: 'nav.items.familyQuestionnaires',
      icon: AssignmentIcon,
      order: 38,
      offer: [{ to: 'guardian', feature: FEATURE.questionnaires }],
    },
  },
  {
    path: '/questionnaires/answer/:responseId',
    layout: 'app',
    screen: screen(familyQuestionnaires, (m) => m.AnswerPage),
    access: GUARDIAN_QUESTIONNAIRES,
  },
  {
    path: '/hospital-information',
    layout: 'app',
    screen: screen(hospitalInformation, (m) => m.HospitalInformationPage),
    access: ADMIN_AND_GUARDIAN,
    menu: {
      label: 'nav.items.hospitalInformation',
      icon: LocalHospitalIcon,
      order: 40,
      offer: [{ to: 'guardian', needsPublishedContent: true }, admin],
    },
  },
  {
    path: '/hospital-information/configure',
    layout: 'app',
    screen: screen(hospitalInformation, (m) => m.ConfigurePage),
    access: ADMIN,
  },
  {
    path: '/hospital-information/preview',
    layout: 'app',
    screen: screen(hospitalInformation, (m) => m.PreviewPage),
    access: ADMIN_AND_GUARDIAN,
  },
  {
    path: '/app-privacy',
    layout: 'app',
    screen: screen(publicPages, (m) => m.AppPrivacyPage),
    access: PUBLIC,
    menu: { label: 'nav.items.appPrivacy', icon: PrivacyTipIcon, order: 50, offer: [guardian] },
  },
  {
    path: '/trust',
    layout: 'app',
    screen: screen(publicPages, (m) => m.TrustPage),
    access: PUBLIC,
    menu: { label: 'nav.items.trust', icon: VerifiedUserIcon, order: 60, offer: [guardian] },
  },
  {
    path: '/report',
    layout: 'app',
    screen: screen(report, (m) => m.ReportPage),
    access: ADMIN_AND_GUARDIAN,
    // A guardian reports issues here; the organisation's admins find the reported issues here.
    menu: {
      label: 'nav.items.report',
      icon: ReportProblemIcon,
      order: 70,
      offer: [guardian, { to: 'admin', label: 'nav.items.reportedIssues' }],
      badge: 'openIssueReports',
    },
    shortcut: { key: 'reportedIssues', order: 15, offer: [admin] },
  },
  {
    path: '/report/thanks',
    layout: 'app',
    screen: screen(report, (m) => m.ReportThanksPage),
    access: ADMIN_AND_GUARDIAN,
  },
  // One report and its conversation (the e-mails about it link here).
  {
    path: '/report/:id',
    layout: 'app',
    screen: screen(report, (m) => m.ReportDetailPage),
    access: ADMIN_AND_GUARDIAN,
  },
  {
    path: '/app-users',
    layout: 'app',
    screen: screen(appUsers, (m) => m.AppUsersPage),
    access: ADMIN,
    menu: { label: 'nav.items.appUsers', icon: PeopleIcon, order: 80, offer: [admin] },
  },
  { path: '/user/:userId', layout: 'app', screen: screen(appUsers, (m) => m.UserDetailPage), access: ADMIN },
  {
    path: '/organisation-areas',
    layout: 'app',
    screen: screen(areas, (m) => m.AreasPage),
    access: ADMIN,
    menu: { label: 'nav.items.organisationAreas', icon: MapIcon, order: 90, offer: [admin] },
  },
  {
    path: '/organisation-areas/:id/:type',
    layout: 'app',
    screen: screen(areas, (m) => m.AreaDetailPage),
    access: ADMIN,
  },
  {
    path: '/videos/:type',
    layout: 'app',
    screen: screen(videos, (m) => m.VideosPage),
    access: ADMIN,
    menu: {
      label: 'nav.items.videos',
      icon: VideoLibraryIcon,
      order: 100,
      offer: [{ to: 'admin', feature: FEATURE.videos, wideOnly: true }],
    },
  },
  {
    path: '/quizzes',
    layout: 'app',
    screen: screen(quizzes, (m) => m.QuizzesPage),
    access: { types: [1], feature: FEATURE.quizzes },
    menu: {
      label: 'nav.items.quizzes',
      icon: QuizIcon,
      order: 110,
      offer: [{ to: 'admin', feature: FEATURE.quizzes }],
    },
  },
  {
    path: '/missions',
    layout: 'app',
    screen: screen(missions, (m) => m.MissionsPage),
    access: { types: [1], feature: FEATURE.missions },
    menu: {
      label: 'nav.items.missions',
      icon: FlagIcon,
      order: 120,
      offer: [{ to: 'admin', feature: FEATURE.missions }],
    },
  },
  {
    path: '/organisations',
    layout: 'app',
    screen: screen(organisations, (m) => m.OrganisationsPage),
    access: SUPER_ADMIN,
    menu: { label: 'nav.items.organisations', icon: BusinessIcon, order: 130, offer: [superAdmin] },
  },
  {
    path: '/reports',
    layout: 'app',
    screen: screen(reporting, (m) => m.ProductReportsPage),
    access: SUPER_ADMIN,
    menu: { label: 'nav.items.reports', icon: AssessmentIcon, order: 140, offer: [superAdmin] },
  },
  {
    path: '/reporting',
    layout: 'app',
    screen: screen(reporting, (m) => m.ReportingListPage),
    access: ADMIN,
    menu: {
      label: 'nav.items.reporting',
      icon: BarChartIcon,
      order: 150,
      offer: [{ to: 'admin', feature: FEATURE.reporting }, superAdmin],
    },
  },
  {
    path: '/reporting/:reportingId/edit',
    layout: 'app',
    screen: screen(reporting, (m) => m.ReportBuilderPage),
    access: ADMIN,
  },
  {
    path: '/reporting/:reportingId/view',
    layout: 'app',
    screen: screen(reporting, (m) => m.ReportViewPage),
    access: ADMIN,
  },
  {
    path: '/requests',
    layout: 'app',
    screen: screen(requests, (m) => m.RequestsPage),
    access: ADMIN_AND_GUARDIAN,
    shortcut: { key: 'requests', order: 10, offer: [admin] },
  },
  {
    path: '/content-areas',
    layout: 'app',
    screen: screen(areas, (m) => m.ContentAreasPage),
    access: ADMIN_AND_GUARDIAN,
    shortcut: { key: 'contentAreas', order: 20, offer: [admin, guardian] },
  },
  {
    path: '/content-areas/add',
    layout: 'app',
    screen: screen(areas, (m) => m.AddContentAreasPage),
    access: ADMIN_AND_GUARDIAN,
  },
  {
    path: '/content-areas/:id/:type',
    layout: 'app',
    screen: screen(areas, (m) => m.ContentAreaChoicePage),
    access: ADMIN_AND_GUARDIAN,
  },
  {
    path: '/calendar',
    layout: 'app',
    screen: screen(calendar, (m) => m.CalendarPage),
    access: ADMIN_AND_GUARDIAN,
    // Not in the spec's menu: reached from the dashboard, like /requests.
    shortcut: { key: 'calendar', order: 50, offer: [admin, guardian] },
  },
  {
    path: '/usage',
    layout: 'app',
    screen: screen(usage, (m) => m.UsagePage),
    access: ADMIN_AND_GUARDIAN,
    shortcut: { key: 'usage', order: 60, offer: [admin, guardian] },
  },
  {
    path: '/privacy-notice',
    layout: 'app',
    screen: screen(publicPages, (m) => m.PrivacyNoticePage),
    access: PUBLIC,
  },
  {
    path: '/web-privacy',
    layout: 'app',
    screen: screen(publicPages, (m) => m.WebPrivacyPage),
    access: PUBLIC,
  },
  { path: '/deeplink', layout: 'app', screen: screen(publicPages, (m) => m.DeeplinkPage), access: PUBLIC },
  // A deep link may carry its target as the path after /deeplink (/deeplink/auth/activate?token=…).
  { path: '/deeplink/*', layout: 'app', screen: screen(publicPages, (m) => m.DeeplinkPage), access: PUBLIC },
  // The public contact form (a product decision: the spec names no address for it); it mails the product team.
  { path: '/contact', layout: 'app', screen: screen(publicPages, (m) => m.ContactPage), access: PUBLIC },
  // The admins' terms and feedback screens (dashboard shortcuts), and the e-mailed feedback link.
  {
    path: '/terms',
    layout: 'app',
    screen: screen(terms, (m) => m.TermsAdminPage),
    access: ADMIN,
    shortcut: { key: 'terms', order: 30, offer: [admin] },
  },
  {
    path: '/registration-feedback',
    layout: 'app',
    screen: screen(feedback, (m) => m.FeedbackAdminPage),
    access: ADMIN,
    shortcut: { key: 'registrationFeedback', order: 40, offer: [admin] },
  },
  { path: '/feedback', layout: 'auth', screen: screen(feedback, (m) => m.FeedbackPage), access: PUBLIC },
];
