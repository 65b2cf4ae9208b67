import { composeMail, type MailBrand, type MailLanguage } from '../../mail/templates.ts';
import type { IssueCategory, IssueStatus } from '../../../src/api/contracts/index.ts';
import { categoryName } from './mail.ts';

interface Recipient {
  language: MailLanguage;
  email: string;
  firstName: string;
  organisation: string;
  brand?: MailBrand | null;
}

/*
 * The e-mails of a report's thread (docs/product.md: the issue-report thread; texts: locales/mail,
 * `issueReport.*`). Like the new-report e-mail, none of these carries the report's or the reply's
 * words: they may describe a child's health, which stays behind the portal's sign-in.
 */

const reader = (to: Recipient, why: 'account' | 'staff') => ({
  language: to.language,
  to: to.email,
  firstName: to.firstName,
  why,
  brand: to.brand,
});

/** To the reporter: the hospital moved their report to another status. */
export function statusChangedMail(to: Recipient, category: IssueCategory, status: IssueStatus, link: string) {
  return composeMail(reader(to, 'account'), (t) => {
    const values = {
      organisation: to.organisation,
      status: t(`issueReport.status.${status}`),
      category: categoryName(t, category),
    };
    return {
      subject: t('issueReport.statusChanged.subject', values),
      lines: [t('issueReport.statusChanged.body', values)],
      action: t('issueReport.yourReport'),
      link,
    };
  });
}

/** To the reporter: the hospital replied. */
export function hospitalRepliedMail(to: Recipient, category: IssueCategory, link: string) {
  return composeMail(reader(to, 'account'), (t) => ({
    subject: t('issueReport.hospitalReplied.subject', { organisation: to.organisation }),
    lines: [
      t('issueReport.hospitalReplied.body', {
        organisation: to.organisation,
        category: categoryName(t, category),
      }),
    ],
    action: t('issueReport.yourReport'),
    link,
  }));
}

/** To each of the organisation's admins: the family replied (and perhaps reopened the report). */
export function familyRepliedMail(to: Recipient, category: IssueCategory, reopened: boolean, link: string) {
  return composeMail(reader(to, 'staff'), (t) => ({
    subject: t('issueReport.familyReplied.subject', { organisation: to.organisation }),
    lines: [
      t('issueReport.familyReplied.body', { category: categoryName(t, category) }),
      ...(reopened ? [t('issueReport.familyReplied.reopened')] : []),
    ],
    action: t('issueReport.theReport'),
    link,
  }));
}
