import { formatDate } from '../../../src/api/contracts/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { compose, mailLanguageOf, type MailLanguage } from '../../mail/templates.ts';
import type { Recipient } from './repository.ts';

interface Texts {
  hello: (name: string) => string;
  received: { subject: string; lines: (org: string, due: string) => string[] };
  queued: { subject: string; lines: (org: string, due: string) => string[] };
  approved: { subject: string; lines: (org: string) => string[] };
  refused: { subject: string; lines: (org: string, reason: string) => string[] };
  reminder: { subject: string; lines: (n: number, first: string) => string[] };
  account: string;
  queue: string;
}

/** The e-mails of a data request, in each portal language (the server keeps e-mail texts). */
const texts: Record<MailLanguage, Texts> = {
  en: {
    hello: (n) => (n ? `Hello ${n},` : 'Hello,'),
    received: {
      subject: 'We received your request to delete your data',
      lines: (o, d) => [
        `${o} received your request to delete the data Lantern holds about you and your children.`,
        `The law gives them one month to answer: by ${d}. We will e-mail you when they decide.`,
      ],
    },
    queued: {
      subject: 'A family asked for their data to be deleted',
      lines: (o, d) => [
        `A family using ${o} asked for their data to be deleted.`,
        `The law asks for an answer within one month: by ${d}.`,
      ],
    },
    approved: {
      subject: 'Your data is being deleted',
      lines: (o) => [
        `${o} approved your request. Your account and your data are being deleted; you will no longer be able to sign in.`,
        'The hospital keeps what the law requires it to keep (the answers in your child’s clinical record and its audit log), no longer linked to your name.',
      ],
    },
    refused: {
      subject: 'Your request to delete your data was refused',
      lines: (o, r) => [`${o} refused your request to delete your data.`, `Their reason: ${r}`],
    },
    reminder: {
      subject: 'Data requests are due soon',
      lines: (n, d) => [
        n === 1 ? 'One data request is due within 7 days.' : `${n} data requests are due within 7 days.`,
        `The first is due by ${d}.`,
      ],
    },
    account: 'Open your account',
    queue: 'Open the data requests',
  },
  ar: {
    hello: (n) => (n ? `مرحبًا ${n}،` : 'مرحبًا،'),
    received: {
      subject: 'تلقّينا طلبك حذف بياناتك',
      lines: (o, d) => [
        `تلقّى ${o} طلبك حذف البيانات التي يحتفظ بها لانترن عنك وعن أطفالك.`,
        `يمنحهم القانون شهرًا واحدًا للرد: حتى ${d}. سنراسلك عندما يقررون.`,
      ],
    },
    queued: {
      subject: 'طلبت عائلة حذف بياناتها',
      lines: (o, d) => [`طلبت عائلة تستخدم ${o} حذف بياناتها.`, `يطلب القانون الرد خلال شهر واحد: حتى ${d}.`],
    },
    approved: {
      subject: 'جارٍ حذف بياناتك',
      lines: (o) => [
        `وافق ${o} على طلبك. يجري حذف حسابك وبياناتك، ولن تتمكن من تسجيل الدخول بعد الآن.`,
        'يحتفظ المستشفى بما يلزمه القانون بالاحتفاظ به (الإجابات في السجل الطبي لطفلك وسجل التدقيق)، دون ربطه باسمك.',
      ],
    },
    refused: {
      subject: 'رُفض طلبك حذف بياناتك',
      lines: (o, r) => [`رفض ${o} طلبك حذف بياناتك.`, `السبب: ${r}`],
    },
    reminder: {
      subject: 'طلبات بيانات يقترب موعدها',
      lines: (n, d) => [
        n === 1 ? 'يحين موعد طلب بيانات واحد خلال 7 أيام.' : `يحين موعد ${n} من طلبات البيانات خلال 7 أيام.`,
        `أقربها موعدًا حتى ${d}.`,
      ],
    },
    account: 'فتح حسابك',
    queue: 'فتح طلبات البيانات',
  },
  es: {
    hello: (n) => (n ? `Hola, ${n}:` : 'Hola:'),
    received: {
      subject: 'Hemos recibido tu solicitud de borrar tus datos',
      lines: (o, d) => [
        `${o} ha recibido tu solicitud de borrar los datos que Lantern guarda sobre ti y tus hijos.`,
        `La ley les da un mes para responder: hasta el ${d}. Te escribiremos cuando decidan.`,
      ],
    },
    queued: {
      subject: 'Una familia ha pedido borrar sus datos',
      lines: (o, d) => [
        `Una familia de ${o} ha pedido que se borren sus datos.`,
        `La ley exige responder en un mes: hasta el ${d}.`,
      ],
    },
    approved: {
      subject: 'Tus datos se están borrando',
      lines: (o) => [
        `${o} ha aprobado tu solicitud. Tu cuenta y tus datos se están borrando; ya no podrás iniciar sesión.`,
        'El hospital conserva lo que la ley le obliga a conservar (las respuestas en la historia clínica de tu hijo y su registro de auditoría), ya sin tu nombre.',
      ],
    },
    refused: {
      subject: 'Se ha rechazado tu solicitud de borrar tus datos',
      lines: (o, r) => [`${o} ha rechazado tu solicitud de borrar tus datos.`, `Su motivo: ${r}`],
    },
    reminder: {
      subject: 'Hay solicitudes de datos que vencen pronto',
      lines: (n, d) => [
        n === 1
          ? 'Una solicitud de datos vence en los próximos 7 días.'
          : `${n} solicitudes de datos vencen en los próximos 7 días.`,
        `La primera vence el ${d}.`,
      ],
    },
    account: 'Abrir tu cuenta',
    queue: 'Abrir las solicitudes de datos',
  },
};

export type DataRequestMail = 'received' | 'queued' | 'approved' | 'refused' | 'reminder';

/** A day (`YYYY-MM-DD`) as the reader's language writes it (noon: the same day in London). */
const day = (dueOn: string, language: MailLanguage) => formatDate(`${dueOn}T12:00:00Z`, language);

/** One e-mail of a data request to one person, in their language; null when they have no address. */
export function dataRequestMail(
  kind: DataRequestMail,
  to: Recipient,
  publicUrl: string,
  facts: { dueOn?: string; reason?: string; count?: number },
): MailMessage | null {
  if (!to.email) return null;
  const language = mailLanguageOf(to, {
    language: to.organisationLanguage,
    familyLanguages: to.familyLanguages ?? undefined,
  });
  const m = texts[language];
  const org = to.organisationName;
  const due = day(facts.dueOn ?? '', language);
  const lines =
    kind === 'received'
      ? m.received.lines(org, due)
      : kind === 'queued'
        ? m.queued.lines(org, due)
        : kind === 'approved'
          ? m.approved.lines(org)
          : kind === 'refused'
            ? m.refused.lines(org, facts.reason ?? '')
            : m.reminder.lines(facts.count ?? 1, due);
  const forAdmins = kind === 'queued' || kind === 'reminder';
  const link = new URL(forAdmins ? '/data-requests' : '/account', publicUrl).toString();
  return compose(
    language,
    to.email,
    m[kind].subject,
    m.hello(to.firstName),
    lines,
    forAdmins ? m.queue : m.account,
    link,
    'Lantern',
  );
}
