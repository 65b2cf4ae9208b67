import type { Db } from '../db/client.ts';
import { createAreasRepository } from './areas/repository.ts';
import { createAuthRepository } from './auth/repository.ts';
import { createDevRepository } from './dev/repository.ts';
import { createFamiliesRepository } from './families/repository.ts';
import { createOrganisationsRepository } from './organisations/repository.ts';
import { createUsersAdminRepository } from './users/admin-repository.ts';
import { createVideosRepository } from './videos/repository.ts';
// The patients' app API (app-api).
import { createAppRepository } from './app/repository.ts';
// Questionnaires (issue 15).
import { createQuestionnairesRepository } from './questionnaires/repository.ts';
// cms: hospital information (issue 14)
import { createCmsRepository } from './cms/repository.ts';
// terms-feedback
import { createTermsRepository } from './terms/repository.ts';
import { createFeedbackRepository } from './feedback/repository.ts';
// report-public
import { createReportsRepository } from './reports/repository.ts';
// calendar (issue 16)
import { createCalendarRepository } from './calendar/repository.ts';
// reporting (issue 16)
import { createReportingRepository } from './reporting/repository.ts';
import { createProductReportsRepository } from './reporting/product-repository.ts';
// quiz-missions (issue 15)
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
    // The patients' app API (app-api).
    app: createAppRepository(db),
    // Questionnaires (issue 15).
    questionnaires: createQuestionnairesRepository(db),
    // cms: hospital information (issue 14)
    cms: createCmsRepository(db),
    // terms-feedback
    terms: createTermsRepository(db),
    feedback: createFeedbackRepository(db),
    // report-public
    reports: createReportsRepository(db),
    // calendar (issue 16)
    calendar: createCalendarRepository(db),
    // reporting (issue 16)
    reporting: createReportingRepository(db),
    productReports: createProductReportsRepository(db),
    // quiz-missions (issue 15)
    quizzes: createQuizzesRepository(db),
    missions: createMissionsRepository(db),
    // The three-word code that signs the patients' app in as a child.
    appSignInCodes: createAppSignInCodesRepository(db),
    // A guardian's pages about their children: cards, usage, events.
    family: createFamilyRepository(db),
  };
}
