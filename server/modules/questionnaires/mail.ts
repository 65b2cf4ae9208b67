import { composeMail, type MailBrand, type MailLanguage } from '../../mail/templates.ts';

/** Asked to answer (on assignment and each repeat), or reminded of one still unanswered. */
export type QuestionnaireMailKind = 'asked' | 'reminder';

/**
 * The e-mails a guardian gets about a questionnaire, in their language (texts: locales/mail,
 * `questionnaire.*`): the title is the admin's, in the guardian's language when translated; a reminder
 * carries the same answering link as the first e-mail. `child`: the name of the child the questions are
 * about, or null when about the guardian (the subject names the child: a guardian of two tells them apart).
 */
export const questionnaireMail = (
  kind: QuestionnaireMailKind,
  language: MailLanguage,
  to: string,
  firstName: string,
  organisation: string,
  title: string,
  link: string,
  child: string | null = null,
  brand?: MailBrand | null,
) =>
  composeMail({ language, to, firstName, why: 'account', brand }, (t) => ({
    subject: child ? t(`questionnaire.subjectAbout.${kind}`, { child }) : t(`questionnaire.subject.${kind}`),
    lines: [
      t(`questionnaire.body.${kind}`, { organisation, title }),
      ...(child ? [t('questionnaire.about', { child })] : []),
    ],
    action: t('questionnaire.action'),
    link,
  }));
