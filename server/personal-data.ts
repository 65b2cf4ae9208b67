/**
 * Every table's personal-data declaration, gathered from the modules' personal-data.ts (each beside its
 * schema.ts), in the order the family download lists them. server/personal-data.test.ts fails on a table of
 * server/schema.ts that declares nothing; the download, the erasure, the retention sweeps, the access
 * matrix's checksum and docs/data-protection.md's table read this list.
 */
import type { Declared } from './db/personal-data.ts';
import { personalData as audit } from './audit/personal-data.ts';
import { personalData as http } from './http/personal-data.ts';
import { personalData as jobs } from './jobs/personal-data.ts';
import { personalData as mail } from './mail/personal-data.ts';
import { personalData as areas } from './modules/areas/personal-data.ts';
import { personalData as auth } from './modules/auth/personal-data.ts';
import { personalData as calendar } from './modules/calendar/personal-data.ts';
import { personalData as dataRequests } from './modules/data-requests/personal-data.ts';
import { personalData as familyAppCode } from './modules/family-app-code/personal-data.ts';
import { personalData as families } from './modules/families/personal-data.ts';
import { personalData as feedback } from './modules/feedback/personal-data.ts';
import { personalData as hospitalInformation } from './modules/hospital-information/personal-data.ts';
import { personalData as issueReports } from './modules/issue-reports/personal-data.ts';
import { personalData as missions } from './modules/missions/personal-data.ts';
import { personalData as notifications } from './modules/notifications/personal-data.ts';
import { personalData as organisations } from './modules/organisations/personal-data.ts';
import { personalData as questionnaires } from './modules/questionnaires/personal-data.ts';
import { personalData as quizzes } from './modules/quizzes/personal-data.ts';
import { personalData as reporting } from './modules/reporting/personal-data.ts';
import { personalData as retention } from './modules/retention/personal-data.ts';
import { personalData as terms } from './modules/terms/personal-data.ts';
import { personalData as uploads } from './modules/uploads/personal-data.ts';
import { personalData as usage } from './modules/usage/personal-data.ts';
import { personalData as users } from './modules/users/personal-data.ts';
import { personalData as videos } from './modules/videos/personal-data.ts';

export const DECLARED: readonly Declared[] = [
  ...users,
  ...families,
  ...auth,
  ...areas,
  ...terms,
  ...questionnaires,
  ...calendar,
  ...usage,
  ...quizzes,
  ...missions,
  ...issueReports,
  ...feedback,
  ...mail,
  ...dataRequests,
  ...notifications,
  ...audit,
  ...organisations,
  ...familyAppCode,
  ...videos,
  ...hospitalInformation,
  ...reporting,
  ...retention,
  ...uploads,
  ...jobs,
  ...http,
];
