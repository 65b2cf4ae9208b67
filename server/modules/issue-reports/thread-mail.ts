import { compose, type MailLanguage } from '../../mail/templates.ts';
import { mailTexts } from '../../mail/messages.ts';
import type { IssueCategory, IssueStatus } from '../../../src/api/contracts/index.ts';
import { categoryName } from './mail.ts';

interface ThreadTexts {
  status: Record<IssueStatus, string>;
  statusChanged: {
    subject: (organisation: string, status: string) => string;
    body: (organisation: string, category: string, status: string) => string;
  };
  hospitalReplied: {
    subject: (organisation: string) => string;
    body: (organisation: string, category: string) => string;
  };
  familyReplied: {
    subject: (organisation: string) => string;
    body: (category: string) => string;
    reopened: string;
  };
  /** The guardian's link, and the admins'. */
  yourReport: string;
  theReport: string;
}

/** The e-mails of a report's thread, in each portal language (docs/product.md: the issue-report thread). */
const threadTexts: Record<MailLanguage, ThreadTexts> = {
  en: {
    status: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' },
    statusChanged: {
      subject: (o, s) => `Your report to ${o}: ${s}`,
      body: (o, c, s) => `The ${o} team changed the status of your report (${c}) to: ${s}.`,
    },
    hospitalReplied: {
      subject: (o) => `${o} replied to your report`,
      body: (o, c) =>
        `The ${o} team replied to your report (${c}). Sign in to Lantern to read the reply and answer it.`,
    },
    familyReplied: {
      subject: (o) => `A family replied to a report at ${o}`,
      body: (c) => `A family replied on their report (${c}). Sign in to Lantern to read the reply.`,
      reopened: 'Their reply opened the report again: it had been resolved.',
    },
    yourReport: 'Open your report',
    theReport: 'Open the report',
  },
  ar: {
    status: { open: 'مفتوح', in_progress: 'قيد المعالجة', resolved: 'تم الحل' },
    statusChanged: {
      subject: (o, s) => `بلاغك إلى ${o}: ${s}`,
      body: (o, c, s) => `غيّر فريق ${o} حالة بلاغك (${c}) إلى: ${s}.`,
    },
    hospitalReplied: {
      subject: (o) => `ردّ ${o} على بلاغك`,
      body: (o, c) => `ردّ فريق ${o} على بلاغك (${c}). سجّل الدخول إلى لانترن لقراءة الرد والإجابة عنه.`,
    },
    familyReplied: {
      subject: (o) => `ردّت عائلة على بلاغ في ${o}`,
      body: (c) => `ردّت عائلة على بلاغها (${c}). سجّل الدخول إلى لانترن لقراءة الرد.`,
      reopened: 'أعاد ردّها فتح البلاغ بعد أن كان قد حُلّ.',
    },
    yourReport: 'فتح بلاغك',
    theReport: 'فتح البلاغ',
  },
  es: {
    status: { open: 'Abierta', in_progress: 'En curso', resolved: 'Resuelta' },
    statusChanged: {
      subject: (o, s) => `Tu incidencia en ${o}: ${s}`,
      body: (o, c, s) => `El equipo de ${o} ha cambiado el estado de tu incidencia (${c}) a: ${s}.`,
    },
    hospitalReplied: {
      subject: (o) => `${o} ha respondido a tu incidencia`,
      body: (o, c) =>
        `El equipo de ${o} ha respondido a tu incidencia (${c}). Inicia sesión en Lantern para leer la respuesta y contestar.`,
    },
    familyReplied: {
      subject: (o) => `Una familia ha respondido en una incidencia de ${o}`,
      body: (c) =>
        `Una familia ha respondido en su incidencia (${c}). Inicia sesión en Lantern para leer la respuesta.`,
      reopened: 'Su respuesta ha vuelto a abrir la incidencia, que estaba resuelta.',
    },
    yourReport: 'Abrir tu incidencia',
    theReport: 'Abrir la incidencia',
  },
};

interface Recipient {
  language: MailLanguage;
  email: string;
  firstName: string;
  organisation: string;
}

/*
 * Like the new-report e-mail, none of these carries the report's or the reply's words: they may
 * describe a child's health, which stays behind the portal's sign-in.
 */

/** To the reporter: the hospital moved their report to another status. */
export function statusChangedMail(to: Recipient, category: IssueCategory, status: IssueStatus, link: string) {
  const m = threadTexts[to.language];
  const name = m.status[status];
  const c = categoryName(to.language, category);
  return compose(
    to.language,
    to.email,
    m.statusChanged.subject(to.organisation, name),
    mailTexts[to.language].hello(to.firstName),
    [m.statusChanged.body(to.organisation, c, name)],
    m.yourReport,
    link,
    mailTexts[to.language].signature,
  );
}

/** To the reporter: the hospital replied. */
export function hospitalRepliedMail(to: Recipient, category: IssueCategory, link: string) {
  const m = threadTexts[to.language];
  return compose(
    to.language,
    to.email,
    m.hospitalReplied.subject(to.organisation),
    mailTexts[to.language].hello(to.firstName),
    [m.hospitalReplied.body(to.organisation, categoryName(to.language, category))],
    m.yourReport,
    link,
    mailTexts[to.language].signature,
  );
}

/** To each of the organisation's admins: the family replied (and perhaps reopened the report). */
export function familyRepliedMail(to: Recipient, category: IssueCategory, reopened: boolean, link: string) {
  const m = threadTexts[to.language];
  return compose(
    to.language,
    to.email,
    m.familyReplied.subject(to.organisation),
    mailTexts[to.language].hello(to.firstName),
    [
      m.familyReplied.body(categoryName(to.language, category)),
      ...(reopened ? [m.familyReplied.reopened] : []),
    ],
    m.theReport,
    link,
    mailTexts[to.language].signature,
  );
}
