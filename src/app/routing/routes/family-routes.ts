import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { AppRoute } from '../route-types.ts';
import {
  account,
  admin,
  areas,
  calendar,
  dashboard,
  everyone,
  familyQuestionnaires,
  guardian,
  hospitalInformation,
  notifications,
  report,
  requests,
  screen,
  usage,
  videos,
} from './screens.ts';

/** The screens a guardian may open; admins open most of them too, each seeing their own part. */
export const familyRoutes: readonly AppRoute[] = [
  {
    path: '/',
    layout: 'app',
    screen: screen(dashboard, (m) => m.DashboardRoute),
    withoutOrganisation: true,
    access: { permission: 'dashboard.read' },
    menu: { label: 'nav.items.dashboard', icon: DashboardIcon, order: 10, offer: [everyone] },
  },
  {
    path: '/account',
    layout: 'app',
    screen: screen(account, (m) => m.AccountPage),
    withoutOrganisation: true,
    access: { permission: 'users.self' },
    menu: { label: 'nav.items.account', icon: AccountCircleIcon, order: 20, offer: [everyone] },
  },
  // Every portal account's notification centre; its entry carries the unread count.
  {
    path: '/notifications',
    layout: 'app',
    screen: screen(notifications, (m) => m.NotificationsPage),
    withoutOrganisation: true,
    access: { permission: 'notifications.self' },
    menu: {
      label: 'nav.items.notifications',
      icon: NotificationsIcon,
      order: 15,
      offer: [everyone],
      badge: 'unreadNotifications',
    },
    shortcut: { key: 'notifications', order: 5, offer: [everyone] },
  },
  // A product decision: guardians answer what they were asked here (the spec's type-2 list has no /questionnaires).
  {
    path: '/questionnaires/answer',
    layout: 'app',
    screen: screen(familyQuestionnaires, (m) => m.MyQuestionnairesPage),
    access: { permission: 'questionnaires.answer' },
    menu: {
      label: 'nav.items.familyQuestionnaires',
      icon: AssignmentIcon,
      order: 38,
      offer: [guardian],
    },
  },
  {
    path: '/questionnaires/answer/:responseId',
    layout: 'app',
    screen: screen(familyQuestionnaires, (m) => m.AnswerPage),
    access: { permission: 'questionnaires.answer' },
  },
  {
    path: '/hospital-information',
    layout: 'app',
    screen: screen(hospitalInformation, (m) => m.HospitalInformationPage),
    access: { permission: 'hospitalInformation.read' },
    menu: {
      label: 'nav.items.hospitalInformation',
      icon: LocalHospitalIcon,
      order: 40,
      offer: [{ to: 'guardian', needsPublishedContent: true }, admin],
    },
  },
  {
    path: '/hospital-information/preview',
    layout: 'app',
    screen: screen(hospitalInformation, (m) => m.PreviewPage),
    access: { permission: 'hospitalInformation.read' },
  },
  // A guardian watches what their areas show (the admins' library is /videos/:type).
  {
    path: '/family-videos',
    layout: 'app',
    screen: screen(videos, (m) => m.FamilyVideosPage),
    access: { permission: 'videos.watch' },
    menu: { label: 'familyVideos.nav', icon: VideoLibraryIcon, order: 45, offer: [guardian] },
  },
  {
    path: '/report',
    layout: 'app',
    screen: screen(report, (m) => m.ReportPage),
    access: { permission: 'issueReports.read' },
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
    access: { permission: 'issueReports.read' },
  },
  // One report and its conversation (the e-mails about it link here).
  {
    path: '/report/:id',
    layout: 'app',
    screen: screen(report, (m) => m.ReportDetailPage),
    access: { permission: 'issueReports.read' },
  },
  {
    path: '/requests',
    layout: 'app',
    screen: screen(requests, (m) => m.RequestsPage),
    access: { permission: 'requests.read' },
    shortcut: { key: 'requests', order: 10, offer: [admin] },
  },
  {
    path: '/content-areas',
    layout: 'app',
    screen: screen(areas, (m) => m.ContentAreasPage),
    access: { permission: 'areas.memberships' },
    shortcut: { key: 'contentAreas', order: 20, offer: [admin, guardian] },
  },
  {
    path: '/content-areas/add',
    layout: 'app',
    screen: screen(areas, (m) => m.AddContentAreasPage),
    access: { permission: 'areas.memberships' },
  },
  {
    path: '/content-areas/:id/:type',
    layout: 'app',
    screen: screen(areas, (m) => m.ContentAreaChoicePage),
    access: { permission: 'areas.memberships' },
  },
  {
    path: '/calendar',
    layout: 'app',
    screen: screen(calendar, (m) => m.CalendarPage),
    access: { permission: 'calendar.read' },
    // Not in the spec's menu: reached from the dashboard, like /requests.
    shortcut: { key: 'calendar', order: 50, offer: [admin, guardian] },
  },
  {
    path: '/usage',
    layout: 'app',
    screen: screen(usage, (m) => m.UsagePage),
    access: { permission: 'usage.read' },
    shortcut: { key: 'usage', order: 60, offer: [admin, guardian] },
  },
];
