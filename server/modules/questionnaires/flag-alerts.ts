import type { DutyOfCare, QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';
import { ACKNOWLEDGE_HOURS_DEFAULT } from '../../../src/api/contracts/safeguarding.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailBrandOf } from '../../mail/brand.ts';
import type { MailLanguage } from '../../mail/templates.ts';
import { inLanguage } from './access.ts';
import { flagMail, ruleName, safetyNetMail, unnamedChild, type FlagMailKind } from './flag-mail.ts';
import type { Notify } from '../notifications/index.ts';
import { asLanguage, familyLanguage, safetyNetOf } from './flag-safety-net.ts';
import type { QuestionnairesRepository } from './repository.ts';
import type { FlagRow, ResponseRow } from './response-repository.ts';

const HOUR = 3_600_000;

/**
 * Who is told of a flag, in the flag's transaction (so once, with it): the rule's contacts, else the
 * organisation's safeguarding contacts, else its admins; and the team address. An escalation adds
 * the organisation's admins. Each reads the e-mail in their own language.
 */
export function createFlagAlerts(deps: {
  repo: QuestionnairesRepository;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  /** The notification centre: each contact told by e-mail is told in the portal too. */
  notify?: Notify | undefined;
}) {
  const { repo } = deps;
  const linkTo = (flagId: string) =>
    new URL(`/questionnaires/flags?flag=${flagId}`, deps.publicUrl || 'http://localhost').toString();

  async function tell(kind: FlagMailKind, flag: FlagRow, hours: number, tx: Db): Promise<number> {
    const organisation = await repo.organisationSettingsOf(flag.organisationId, tx);
    if (!organisation) return 0;
    const settings = await repo.safeguardingOf(flag.organisationId, tx);
    const rule = flag.rule as unknown as DutyOfCare;
    const named = rule.contacts?.length ? rule.contacts : (settings?.contactUserIds ?? []);
    const people = await repo.recipients(
      flag.organisationId,
      named,
      kind === 'escalated' || named.length === 0,
      tx,
    );
    const definition = await repo.definitionOfResponse(flag.responseId, tx);
    const title = (definition as unknown as QuestionnaireDefinition | undefined)?.title;
    const subject = flag.subjectPatientId ? await repo.personById(flag.subjectPatientId, tx) : undefined;
    const facts = (language: MailLanguage) => ({
      organisation: organisation.name,
      child: subject
        ? [subject.firstName, subject.surname].filter(Boolean).join(' ') ||
          subject.fullName ||
          subject.patientNumber ||
          unnamedChild(language)
        : unnamedChild(language),
      questionnaire: title ? inLanguage(title, language) : '',
      rule: ruleName(language, rule, rule.label && inLanguage(rule.label, language)),
      hours,
    });
    const link = linkTo(flag.id);
    const brand = await mailBrandOf(tx, flag.organisationId, deps.publicUrl);
    const send = (language: MailLanguage, to: string) =>
      deps.mailer.send(flagMail(kind, language, to, facts(language), link, brand), {
        organisationId: flag.organisationId,
        tx,
      });
    let sent = 0;
    for (const person of people) {
      if (!person.email) continue;
      // Staff read the language on their account (as admins do), else English.
      await send(asLanguage(person.language), person.email);
      sent++;
    }
    const team = rule.teamEmail ?? settings?.teamEmail;
    if (team) {
      await send(asLanguage(organisation.language), team);
      sent++;
    }
    // In the portal, in the contact's reading of the hospital's language (the centre renders the kind).
    const inPortal = facts(asLanguage(organisation.language));
    await deps.notify?.(tx, {
      organisationId: flag.organisationId,
      userIds: people.map((p) => p.id),
      kind: kind === 'raised' ? 'flag.raised' : 'flag.escalated',
      params: { child: inPortal.child, questionnaire: inPortal.questionnaire, flag: flag.id },
      link: `/questionnaires/flags?flag=${flag.id}`,
    });
    return sent;
  }

  return {
    /** A new flag: its escalation clock starts, its contacts are told, the family gets its safety net. */
    async raised(flag: FlagRow, response: ResponseRow, tx: Db): Promise<number> {
      const settings = await repo.safeguardingOf(flag.organisationId, tx);
      const hours = settings?.acknowledgeHours ?? ACKNOWLEDGE_HOURS_DEFAULT;
      await repo.setEscalation(flag.id, new Date(flag.raisedAt.getTime() + hours * HOUR), tx);
      const sent = await tell('raised', flag, 0, tx);
      const family = await repo.personById(response.answeredBy ?? response.userId, tx);
      const organisation = await repo.organisationSettingsOf(flag.organisationId, tx);
      if (family?.email && organisation) {
        const language = familyLanguage(family, organisation);
        const net = safetyNetOf(flag.rule as unknown as DutyOfCare, settings, organisation, language);
        const link = new URL('/', deps.publicUrl || 'http://localhost').toString();
        const brand = await mailBrandOf(tx, flag.organisationId, deps.publicUrl);
        await deps.mailer.send(safetyNetMail(language, family.email, net, link, brand), {
          organisationId: flag.organisationId,
          tx,
        });
      }
      return sent;
    },
    /** An escalation the caller claimed: the contacts and the admins, again. */
    escalated: (flag: FlagRow, hours: number, tx: Db) => tell('escalated', flag, hours, tx),
  };
}
export type FlagAlerts = ReturnType<typeof createFlagAlerts>;
