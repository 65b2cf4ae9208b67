import { and, eq } from 'drizzle-orm';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { compose, mailLanguageOf, type MailLanguage } from '../mail/templates.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { users } from '../modules/users/schema.ts';
import { AccountStatus, UserType } from '../../src/api/contracts/roles.ts';
import { scheduledFailures } from './schema.ts';

/** A scheduled change that happened, told to the organisation's admins. */
export interface ScheduledChangeNotice {
  organisationId: string;
  kind: 'published' | 'unpublished' | 'reviewDue';
  subject: string;
}

export interface ScheduledFailureReport {
  organisationId: string;
  kind: 'publish' | 'unpublish' | 'reminder' | 'repeat';
  /** What it acted on as the admin knows it (a page's title, a questionnaire's name). */
  subject: string;
  /** Why, in plain words. */
  reason: string;
}

const texts: Record<
  MailLanguage,
  {
    subject: string;
    hello: string;
    kinds: Record<ScheduledFailureReport['kind'], string>;
    why: string;
    action: string;
    done: { subject: string } & Record<ScheduledChangeNotice['kind'], string>;
  }
> = {
  en: {
    subject: 'A scheduled change in Lantern did not happen',
    hello: 'Hello,',
    kinds: {
      publish: 'The scheduled publishing of “{subject}” did not happen.',
      unpublish: 'The scheduled unpublishing of “{subject}” did not happen.',
      reminder: 'A reminder for “{subject}” could not be sent.',
      repeat: 'The repeat of “{subject}” could not be assigned.',
    },
    why: 'Why: {reason}',
    action: 'See messages and scheduled work',
    done: {
      subject: 'A scheduled change in Lantern happened',
      published: '“{subject}” was published as scheduled.',
      unpublished: '“{subject}” was unpublished as scheduled.',
      reviewDue: 'The family link {subject} is due for review: see the family links.',
    },
  },
  ar: {
    subject: 'لم يحدث تغيير مجدول في لانترن',
    hello: 'مرحبًا،',
    kinds: {
      publish: 'لم يتم النشر المجدول لـ«{subject}».',
      unpublish: 'لم يتم إلغاء النشر المجدول لـ«{subject}».',
      reminder: 'تعذّر إرسال تذكير بـ«{subject}».',
      repeat: 'تعذّر تعيين تكرار «{subject}».',
    },
    why: 'السبب: {reason}',
    action: 'عرض الرسائل والأعمال المجدولة',
    done: {
      subject: 'تم تغيير مجدول في لانترن',
      published: 'تم نشر «{subject}» كما هو مجدول.',
      unpublished: 'تم إلغاء نشر «{subject}» كما هو مجدول.',
      reviewDue: 'حان موعد مراجعة الارتباط العائلي {subject}: راجع الارتباطات العائلية.',
    },
  },
  es: {
    subject: 'Un cambio programado en Lantern no se ha realizado',
    hello: 'Hola:',
    kinds: {
      publish: 'La publicación programada de «{subject}» no se ha realizado.',
      unpublish: 'La retirada programada de «{subject}» no se ha realizado.',
      reminder: 'No se ha podido enviar un recordatorio de «{subject}».',
      repeat: 'No se ha podido asignar la repetición de «{subject}».',
    },
    why: 'Motivo: {reason}',
    action: 'Ver mensajes y trabajo programado',
    done: {
      subject: 'Un cambio programado en Lantern se ha realizado',
      published: '«{subject}» se ha publicado según lo programado.',
      unpublished: '«{subject}» se ha retirado según lo programado.',
      reviewDue: 'El vínculo familiar {subject} debe revisarse: consulte los vínculos familiares.',
    },
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');

type Deps = { db: Db; audit: AuditLog; mailer: Mailer; publicUrl: string };

/** E-mails each active admin of the organisation in their language, in the caller's transaction. */
async function mailAdmins(
  deps: Deps,
  tx: Db,
  organisationId: string,
  compose_: (t: (typeof texts)[MailLanguage]) => { subject: string; lines: string[] },
): Promise<void> {
  const [organisation] = await tx
    .select({ language: organisations.language })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const admins = await tx
    .select({ email: users.email, type: users.type, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        eq(users.type, UserType.Admin),
        eq(users.status, AccountStatus.Active),
      ),
    );
  for (const admin of admins) {
    if (!admin.email) continue;
    const language = mailLanguageOf(admin, organisation ?? null);
    const t = texts[language];
    const { subject, lines } = compose_(t);
    const message = compose(
      language,
      admin.email,
      subject,
      t.hello,
      lines,
      t.action,
      new URL('/messages', deps.publicUrl).toString(),
      'Lantern',
    );
    await deps.mailer.send(message, { organisationId, tx });
  }
}

/**
 * Records a scheduled change that failed, audits it, and e-mails each active admin of the
 * organisation in their language, all in one transaction: the failure is never only in a log.
 */
export function createFailureReporter(deps: Deps) {
  return async function reportScheduledFailure(report: ScheduledFailureReport): Promise<void> {
    await deps.db.transaction(async (tx) => {
      await tx.insert(scheduledFailures).values(report);
      await deps.audit.record(
        {
          actorId: null,
          organisationId: report.organisationId,
          action: 'scheduled.failed',
          subject: report.subject,
          detail: { kind: report.kind, reason: report.reason },
        },
        tx,
      );
      await mailAdmins(deps, tx, report.organisationId, (t) => ({
        subject: t.subject,
        lines: [
          fill(t.kinds[report.kind], { subject: report.subject }),
          fill(t.why, { reason: report.reason }),
        ],
      }));
    });
  };
}

/** Tells the organisation's admins that a scheduled change happened, in the change's transaction. */
export function createChangeNotifier(deps: Deps) {
  return (notice: ScheduledChangeNotice, tx: Db): Promise<void> =>
    mailAdmins(deps, tx, notice.organisationId, (t) => ({
      subject: t.done.subject,
      lines: [fill(t.done[notice.kind], { subject: notice.subject })],
    }));
}
