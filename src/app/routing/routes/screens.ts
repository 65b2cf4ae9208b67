import type { ComponentType } from 'react';
import type { Offer, Screen } from '../route-types.ts';

/** Loads a feature's screen only when its route is first opened (one chunk per feature). */
export const screen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Screen =>
  async () =>
    pick(await load());

// /login alone: the first visit loads the sign-in page, the other auth pages load when opened.
export const signIn = () => import('../../../features/auth/sign-in.ts');
export const auth = () => import('../../../features/auth/index.ts');
export const account = () => import('../../../features/account/index.ts');
export const dashboard = () => import('../../../features/dashboard/index.ts');
export const organisations = () => import('../../../features/organisations/index.ts');
export const appUsers = () => import('../../../features/app-users/index.ts');
export const requests = () => import('../../../features/requests/index.ts');
export const areas = () => import('../../../features/areas/index.ts');
export const videos = () => import('../../../features/videos/index.ts');
export const hospitalInformation = () => import('../../../features/hospital-information/index.ts');
export const pages = () => import('../../pages/index.ts');
// Terms of use and registration feedback
export const terms = () => import('../../../features/terms/index.ts');
export const feedback = () => import('../../../features/feedback/index.ts');
export const report = () => import('../../../features/issue-reports/index.ts');
export const publicPages = () => import('../../../features/public-pages/index.ts');
// Questionnaires: the list, the builder and the preview
export const questionnaires = () => import('../../../features/questionnaires/index.ts');
export const questionnaireBuilder = () => import('../../../features/questionnaires/builder/index.ts');
export const questionnairePreview = () => import('../../../features/questionnaires/preview/index.ts');
// Questionnaire results, each its own chunk (the charts load only with the responses)
export const questionnaireAssign = () => import('../../../features/questionnaires/assign/index.ts');
export const questionnaireResponses = () => import('../../../features/questionnaires/responses/index.ts');
export const questionnaireFlags = () => import('../../../features/questionnaires/flags/index.ts');
// A guardian's questionnaires: what they were asked, and the answering screen.
export const familyQuestionnaires = () => import('../../../features/family-questionnaires/index.ts');
export const calendar = () => import('../../../features/calendar/index.ts');
export const usage = () => import('../../../features/usage/index.ts');
export const reporting = () => import('../../../features/reporting/index.ts');
export const productReports = () => import('../../../features/product-reports/index.ts');
// Quizzes and missions
export const quizzes = () => import('../../../features/quizzes/index.ts');
export const missions = () => import('../../../features/missions/index.ts');
// What was e-mailed and what will happen later
export const messages = () => import('../../../features/messages/index.ts');
// Who read, exported or changed what
export const audit = () => import('../../../features/audit/screen/index.ts');
// Families' data requests
export const dataRequests = () => import('../../../features/data-requests/index.ts');
// What a person was told
export const notifications = () => import('../../../features/notifications/index.ts');

export const everyone: Offer = { to: 'everyone' };
export const guardian: Offer = { to: 'guardian' };
export const admin: Offer = { to: 'admin' };
export const superAdmin: Offer = { to: 'superAdmin' };
