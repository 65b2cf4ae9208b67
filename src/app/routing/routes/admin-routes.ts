import AssignmentIcon from '@mui/icons-material/Assignment';
import BarChartIcon from '@mui/icons-material/BarChart';
import FlagIcon from '@mui/icons-material/Flag';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import MailIcon from '@mui/icons-material/Mail';
import MapIcon from '@mui/icons-material/Map';
import PeopleIcon from '@mui/icons-material/People';
import QuizIcon from '@mui/icons-material/Quiz';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { FEATURE, type AppRoute, type Offer } from '../route-types.ts';
import {
  account,
  admin,
  appUsers,
  areas,
  audit,
  dataRequests,
  feedback,
  hospitalInformation,
  messages,
  missions,
  questionnaireAssign,
  questionnaireBuilder,
  questionnaireFlags,
  questionnairePreview,
  questionnaireResponses,
  questionnaires,
  quizzes,
  reporting,
  screen,
  superAdmin,
  terms,
  videos,
} from './screens.ts';

/** The questionnaire screens need the room of a wide screen. */
const questionnaireAdmins: Offer = { to: 'admin', feature: FEATURE.questionnaires, wideOnly: true };

/** The screens an organisation's admins work in (and a super admin, within a selected organisation). */
export const adminRoutes: readonly AppRoute[] = [
  // Guardians edit their details on /account itself (a product decision).
  {
    path: '/account/edit/user',
    layout: 'app',
    screen: screen(account, (m) => m.EditAccountPage),
    withoutOrganisation: true,
    access: { permission: 'account.editPage' },
  },
  {
    path: '/questionnaires',
    layout: 'app',
    screen: screen(questionnaires, (m) => m.QuestionnairesPage),
    access: { permission: 'questionnaires.manage', openWithoutFeature: true },
    menu: {
      label: 'nav.items.questionnaires',
      icon: AssignmentIcon,
      order: 30,
      offer: [questionnaireAdmins],
    },
  },
  ...(
    [
      ['/questionnaires/create', screen(questionnaireBuilder, (m) => m.BuilderPage)],
      ['/questionnaires/edit', screen(questionnaireBuilder, (m) => m.BuilderPage)],
      ['/questionnaires/preview', screen(questionnairePreview, (m) => m.PreviewPage)],
      // Who is asked and who answered, and the answers.
      ['/questionnaires/assign', screen(questionnaireAssign, (m) => m.AssignPage)],
      ['/questionnaires/responses', screen(questionnaireResponses, (m) => m.ResponsesPage)],
    ] as const
  ).map(([path, page]): AppRoute => ({
    path,
    layout: 'app',
    screen: page,
    access: { permission: 'questionnaires.manage', openWithoutFeature: true },
  })),
  // The duty-of-care queue: the admins' and the staff accounts' (safeguarding contacts) who work it.
  {
    path: '/questionnaires/flags',
    layout: 'app',
    screen: screen(questionnaireFlags, (m) => m.FlagsPage),
    access: { permission: 'questionnaires.staff', openWithoutFeature: true },
    menu: {
      label: 'nav.items.questionnaireFlags',
      icon: ReportProblemIcon,
      order: 35,
      // A flag needs a person at once, on a phone too: offered at every width.
      offer: [
        { to: 'admin', feature: FEATURE.questionnaires },
        { to: 'staff', feature: FEATURE.questionnaires },
      ],
    },
  },
  // Who is told of a flag, how soon it escalates, what families read after worrying answers.
  {
    path: '/questionnaires/safeguarding',
    layout: 'app',
    screen: screen(questionnaireFlags, (m) => m.SafeguardingPage),
    access: { permission: 'questionnaires.manage', openWithoutFeature: true },
  },
  {
    path: '/hospital-information/configure',
    layout: 'app',
    screen: screen(hospitalInformation, (m) => m.ConfigurePage),
    access: { permission: 'hospitalInformation.manage' },
  },
  {
    path: '/app-users',
    layout: 'app',
    screen: screen(appUsers, (m) => m.AppUsersPage),
    access: { permission: 'users.manage' },
    menu: { label: 'nav.items.appUsers', icon: PeopleIcon, order: 80, offer: [admin] },
  },
  {
    path: '/user/:userId',
    layout: 'app',
    screen: screen(appUsers, (m) => m.UserDetailPage),
    access: { permission: 'users.manage' },
  },
  {
    path: '/organisation-areas',
    layout: 'app',
    screen: screen(areas, (m) => m.AreasPage),
    access: { permission: 'areas.manage' },
    menu: { label: 'nav.items.organisationAreas', icon: MapIcon, order: 90, offer: [admin] },
  },
  {
    path: '/organisation-areas/:id/:type',
    layout: 'app',
    screen: screen(areas, (m) => m.AreaDetailPage),
    access: { permission: 'areas.manage' },
  },
  {
    path: '/videos/:type',
    layout: 'app',
    screen: screen(videos, (m) => m.VideosPage),
    access: { permission: 'videos.manage', openWithoutFeature: true },
    menu: {
      label: 'nav.items.videos',
      icon: VideoLibraryIcon,
      order: 100,
      offer: [{ to: 'admin', wideOnly: true }],
    },
  },
  {
    path: '/quizzes',
    layout: 'app',
    screen: screen(quizzes, (m) => m.QuizzesPage),
    access: { permission: 'quizzes.manage' },
    menu: { label: 'nav.items.quizzes', icon: QuizIcon, order: 110, offer: [admin] },
  },
  {
    path: '/missions',
    layout: 'app',
    screen: screen(missions, (m) => m.MissionsPage),
    access: { permission: 'missions.manage' },
    menu: { label: 'nav.items.missions', icon: FlagIcon, order: 120, offer: [admin] },
  },
  {
    path: '/reporting',
    layout: 'app',
    screen: screen(reporting, (m) => m.ReportingListPage),
    access: { permission: 'reporting.manage', openWithoutFeature: true },
    menu: { label: 'nav.items.reporting', icon: BarChartIcon, order: 150, offer: [admin, superAdmin] },
  },
  {
    path: '/reporting/:reportingId/edit',
    layout: 'app',
    screen: screen(reporting, (m) => m.ReportBuilderPage),
    access: { permission: 'reporting.manage', openWithoutFeature: true },
  },
  {
    path: '/reporting/:reportingId/view',
    layout: 'app',
    screen: screen(reporting, (m) => m.ReportViewPage),
    access: { permission: 'reporting.manage', openWithoutFeature: true },
  },
  // What Lantern e-mailed and will do later: the organisation's, or for the super admin without one
  // selected, every organisation's (so it opens without one).
  {
    path: '/messages',
    layout: 'app',
    screen: screen(messages, (m) => m.MessagesPage),
    withoutOrganisation: true,
    access: { permission: 'messages.read' },
    menu: { label: 'nav.items.messages', icon: MailIcon, order: 160, offer: [admin, superAdmin] },
  },
  // Who read, exported or changed what: the organisation's, or for the super admin without one
  // selected, every organisation's (so it opens without one).
  {
    path: '/audit',
    layout: 'app',
    screen: screen(audit, (m) => m.AuditPage),
    withoutOrganisation: true,
    access: { permission: 'audit.read' },
    menu: { label: 'nav.items.audit', icon: VerifiedUserIcon, order: 170, offer: [admin, superAdmin] },
  },
  // Families' deletion requests, answered within one calendar month: the organisation's, or for the
  // super admin without one selected, every organisation's.
  {
    path: '/data-requests',
    layout: 'app',
    screen: screen(dataRequests, (m) => m.DataRequestsPage),
    withoutOrganisation: true,
    access: { permission: 'dataRequests.manage' },
    menu: { label: 'nav.items.dataRequests', icon: FolderSharedIcon, order: 180, offer: [admin, superAdmin] },
  },
  // The admins' terms and feedback screens (dashboard shortcuts).
  {
    path: '/terms',
    layout: 'app',
    screen: screen(terms, (m) => m.TermsAdminPage),
    access: { permission: 'terms.manage' },
    shortcut: { key: 'terms', order: 30, offer: [admin] },
  },
  {
    path: '/registration-feedback',
    layout: 'app',
    screen: screen(feedback, (m) => m.FeedbackAdminPage),
    access: { permission: 'feedback.read' },
    shortcut: { key: 'registrationFeedback', order: 40, offer: [admin] },
  },
];
