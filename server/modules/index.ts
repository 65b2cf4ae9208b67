import { familyAppCodeModule } from './family-app-code/index.ts';
import { appModule } from './app/index.ts';
import { areasModule } from './areas/index.ts';
import { auditModule } from './audit/index.ts';
import { authModule } from './auth/index.ts';
import { calendarModule } from './calendar/index.ts';
import { dataRequestsModule } from './data-requests/index.ts';
import { devModule } from './dev/index.ts';
import { familiesModule } from './families/index.ts';
import { familyModule } from './family/index.ts';
import { feedbackModule } from './feedback/index.ts';
import { healthModule } from './health/index.ts';
import { hospitalInformationModule } from './hospital-information/index.ts';
import { issueReportsModule } from './issue-reports/index.ts';
import { messagesModule } from './messages/index.ts';
import { missionsModule } from './missions/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { organisationsModule } from './organisations/index.ts';
import { questionnairesModule } from './questionnaires/index.ts';
import { quizzesModule } from './quizzes/index.ts';
import { reportingModule } from './reporting/index.ts';
import { retentionModule } from './retention/index.ts';
import { productReportsModule } from './product-reports/index.ts';
import { termsModule } from './terms/index.ts';
import { uploadsModule } from './uploads/index.ts';
import { usageModule } from './usage/index.ts';
import { usersModule } from './users/index.ts';
import { videosModule } from './videos/index.ts';

/**
 * Every module of the server, in order: buildApp registers their routes, the demo seed runs their
 * demo steps (a step may use the data of the modules before it) and the job engine their jobs, in
 * this order.
 */
export const MODULES = [
  healthModule,
  authModule,
  organisationsModule,
  areasModule,
  usersModule,
  notificationsModule,
  familiesModule,
  uploadsModule,
  videosModule,
  appModule,
  familyAppCodeModule,
  questionnairesModule,
  quizzesModule,
  missionsModule,
  hospitalInformationModule,
  termsModule,
  feedbackModule,
  issueReportsModule,
  calendarModule,
  familyModule,
  reportingModule,
  productReportsModule,
  usageModule,
  messagesModule,
  retentionModule,
  auditModule,
  dataRequestsModule,
  devModule,
] as const;
