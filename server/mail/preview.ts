/**
 * One sample of every kind of e-mail the server sends, built by the same functions with made-up facts:
 * the Storybook previews (stories/mail) render them in each language, with and without an organisation's
 * branding, and the tests hold every kind to the layout's promises. Nothing here reaches the database.
 */
import { changeSays, failureSays, scheduledMail } from '../jobs/scheduled-mail.ts';
import { secondFactorMail } from '../modules/auth/second-factor-mail.ts';
import { dataRequestMail, type DataRequestMail } from '../modules/data-requests/mail.ts';
import { reportMail } from '../modules/issue-reports/mail.ts';
import {
  familyRepliedMail,
  hospitalRepliedMail,
  statusChangedMail,
} from '../modules/issue-reports/thread-mail.ts';
import { flagMail, safetyNetMail } from '../modules/questionnaires/flag-mail.ts';
import { questionnaireMail } from '../modules/questionnaires/mail.ts';
import type { MailMessage } from './mailer.ts';
import {
  activationMail,
  deviceMail,
  feedbackMail,
  resetMail,
  signUpNoticeMail,
  type MailBrand,
  type MailLanguage,
} from './templates.ts';

export interface PreviewFacts {
  language: MailLanguage;
  brand: MailBrand | null;
  /** The reader's first name (user data: the tests put markup in it). */
  firstName: string;
  /** A child's name, an organisation's name in the texts. */
  child: string;
  /** How many (the data-request reminder, the hours of an escalation). */
  count: number;
}

const TO = 'reader@example.org';
const URL_ = 'https://portal.example';
const link = (path: string) => `${URL_}${path}`;

const dataRequest = (kind: DataRequestMail) => (f: PreviewFacts) =>
  dataRequestMail(
    kind,
    {
      id: '00000000-0000-4000-8000-000000000001',
      type: kind === 'queued' || kind === 'reminder' ? 1 : 2,
      email: TO,
      firstName: f.firstName,
      language: f.language,
      organisationName: f.brand?.name ?? 'Lantern',
      organisationLanguage: f.language,
      familyLanguages: null,
      organisationBrandColor: f.brand?.colour ?? null,
      organisationLogoUrl: f.brand?.logoUrl ?? null,
    },
    URL_,
    { dueOn: '2026-12-31', reason: 'We must keep the records for now.', count: f.count },
  ) as MailMessage;

const org = (f: PreviewFacts) => f.brand?.name ?? 'Lantern';
const reader = (f: PreviewFacts) => ({
  language: f.language,
  email: TO,
  firstName: f.firstName,
  organisation: org(f),
  brand: f.brand,
});
const flagFacts = (f: PreviewFacts) => ({
  organisation: org(f),
  child: f.child,
  questionnaire: 'PHQ-9',
  rule: 'Score of 20 or more',
  hours: f.count,
});

/** Every kind, by the name the previews show. */
export const mailPreviews = {
  activation: (f: PreviewFacts) =>
    activationMail(
      f.language,
      TO,
      f.firstName,
      org(f),
      link('/auth/activate?token=x'),
      'registered',
      f.brand,
    ),
  invitation: (f: PreviewFacts) =>
    activationMail(f.language, TO, f.firstName, org(f), link('/auth/activate?token=x'), 'invited', f.brand),
  activationReminder: (f: PreviewFacts) =>
    activationMail(f.language, TO, f.firstName, org(f), link('/auth/activate?token=x'), 'reminder', f.brand),
  passwordReset: (f: PreviewFacts) =>
    resetMail(f.language, TO, f.firstName, link('/auth/reset-password?token=x'), f.brand),
  device: (f: PreviewFacts) =>
    deviceMail(f.language, TO, f.firstName, f.child, link('/deeplink?app_code=x'), f.brand),
  signUpNotice: (f: PreviewFacts) => signUpNoticeMail(f.language, TO, link('/login'), f.brand),
  feedback: (f: PreviewFacts) =>
    feedbackMail(f.language, TO, f.firstName, org(f), link('/feedback?token=x'), f.brand),
  secondFactor: (f: PreviewFacts) =>
    secondFactorMail('passkey_added', f.language, TO, f.firstName, link('/login'), f.brand),
  dataRequestReceived: dataRequest('received'),
  dataRequestQueued: dataRequest('queued'),
  dataRequestApproved: dataRequest('approved'),
  dataRequestRefused: dataRequest('refused'),
  dataRequestReminder: dataRequest('reminder'),
  issueReport: (f: PreviewFacts) =>
    reportMail(
      f.language,
      TO,
      f.firstName,
      org(f),
      { category: 'app_problem', page: '/videos' },
      link('/issue-reports/1'),
      f.brand,
    ),
  issueStatusChanged: (f: PreviewFacts) =>
    statusChangedMail(reader(f), 'content', 'resolved', link('/issue-reports/1')),
  issueHospitalReplied: (f: PreviewFacts) =>
    hospitalRepliedMail(reader(f), 'privacy', link('/issue-reports/1')),
  issueFamilyReplied: (f: PreviewFacts) =>
    familyRepliedMail(reader(f), 'other', true, link('/issue-reports/1')),
  questionnaireAsked: (f: PreviewFacts) =>
    questionnaireMail('asked', f.language, TO, f.firstName, org(f), 'PHQ-9', link('/q/1'), f.child, f.brand),
  questionnaireReminder: (f: PreviewFacts) =>
    questionnaireMail('reminder', f.language, TO, f.firstName, org(f), 'PHQ-9', link('/q/1'), null, f.brand),
  flagRaised: (f: PreviewFacts) =>
    flagMail('raised', f.language, TO, flagFacts(f), link('/flags/1'), f.brand),
  flagEscalated: (f: PreviewFacts) =>
    flagMail('escalated', f.language, TO, flagFacts(f), link('/flags/1'), f.brand),
  safetyNet: (f: PreviewFacts) =>
    safetyNetMail(
      f.language,
      TO,
      { message: `${org(f)}: 0800 000 000.`, emergency_number: '999' },
      link('/'),
      f.brand,
    ),
  scheduledFailed: (f: PreviewFacts) =>
    scheduledMail(
      f.language,
      TO,
      failureSays({
        organisationId: 'x',
        kind: 'publish',
        subject: 'Visiting hours',
        reason: 'The page is empty.',
      }),
      link('/messages'),
      f.brand,
    ),
  scheduledDone: (f: PreviewFacts) =>
    scheduledMail(
      f.language,
      TO,
      changeSays({ organisationId: 'x', kind: 'published', subject: 'Visiting hours' }),
      link('/messages'),
      f.brand,
    ),
} satisfies Record<string, (f: PreviewFacts) => MailMessage>;

export type MailPreviewKind = keyof typeof mailPreviews;
