import type { Db } from '../db/client.ts';
import { createAreasRepository } from './areas/repository.ts';
import { createAuthRepository } from './auth/repository.ts';
import { createDevRepository } from './dev/repository.ts';
import { createFamiliesRepository } from './families/repository.ts';
import { createOrganisationsRepository } from './organisations/repository.ts';
import { createUsersAdminRepository } from './users/admin-repository.ts';
import { createVideosRepository } from './videos/repository.ts';
// The patients' app API.
import { createAppRepository } from './app/repository.ts';
// Questionnaires.
import { createQuestionnairesRepository } from './questionnaires/repository.ts';
// cms: hospital information
import { createCmsRepository } from './hospital-information/repository.ts';
// Terms of use and registration feedback
import { createTermsRepository } from './terms/repository.ts';
import { createFeedbackRepository } from './feedback/repository.ts';
// Issue reports and public pages
import { createReportsRepository } from './issue-reports/repository.ts';
// calendar
import { createCalendarRepository } from './calendar/repository.ts';
// reporting
import { createReportingRepository } from './reporting/repository.ts';
import { createProductReportsRepository } from './reporting/product-repository.ts';
// Quizzes and missions
import { createQuizzesRepository } from './quizzes/repository.ts';
import { createMissionsRepository } from './missions/repository.ts';
// The three-word code that signs the patients' app in as a child.
import { createAppSignInCodesRepository } from './app-sign-in-codes/repository.ts';
// A guardian's pages about their children: cards, usage, events.
import { createFamilyRepository } from './family/repository.ts';

/**
 * Every module's repository over one database: the only place queries are written (besides the
 * video host adapters and the cross-cutting stores in server/auth, server/http and server/db).
 * app.ts hands each service the ones it uses.
 */
export function createRepositories(db: Db) {
  return {
    areas: createAreasRepository(db),
    auth: createAuthRepository(db),
    dev: createDevRepository(db),
    families: createFamiliesRepository(db),
    organisations: createOrganisationsRepository(db),
    usersAdmin: createUsersAdminRepository(db),
    videos: createVideosRepository(db),
    // The patients' app API.
    app: createAppRepository(db),
    // Questionnaires.
    questionnaires: createQuestionnairesRepository(db),
    // cms: hospital information
    cms: createCmsRepository(db),
    // Terms of use and registration feedback
    terms: createTermsRepository(db),
    feedback: createFeedbackRepository(db),
    // Issue reports and public pages
    reports: createReportsRepository(db),
    // calendar
    calendar: createCalendarRepository(db),
    // reporting
    reporting: createReportingRepository(db),
    productReports: createProductReportsRepository(db),
    // Quizzes and missions
    quizzes: createQuizzesRepository(db),
    missions: createMissionsRepository(db),
    // The three-word code that signs the patients' app in as a child.
    appSignInCodes: createAppSignInCodesRepository(db),
    // A guardian's pages about their children: cards, usage, events.
    family: createFamilyRepository(db),
  };
}
