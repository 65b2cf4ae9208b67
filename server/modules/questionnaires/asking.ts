import { UserType } from '../../../src/api/contracts/roles.ts';
import type { QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Notify } from '../notifications/index.ts';
import { mailBrandOf } from '../../mail/brand.ts';
import { mailLanguageOf } from '../../mail/templates.ts';
import { inLanguage } from './access.ts';
import { questionnaireMail } from './mail.ts';
import type { PersonRow } from './repository.ts';

/** The guardian's answering screen for one response (docs/product.md § The guardian's questionnaires). */
export const answeringPath = (responseId: string) => `/questionnaires/answer/${responseId}`;
/** Accounts that may be asked: active (4) or awaiting app activation (7). */
export const ASKABLE = [4, 7];

/** What the e-mail needs of the child the questions are about. */
export type ChildName = Pick<PersonRow, 'firstName' | 'surname' | 'fullName'>;

/** The child as their family knows them: the full name, else first name and surname. */
const childName = (c: ChildName) => c.fullName || [c.firstName, c.surname].filter(Boolean).join(' ');

export const NO_ADDRESS = 'The guardian has no e-mail address';

/**
 * The e-mail asking (or reminding) one person about one response, written in the caller's
 * transaction. Guardians are e-mailed; patients answer in the app and get none (null). A guardian
 * without an address gets none either: the caller records why. Every guardian asked is also told in
 * their notification centre (none where no notifier is given: the demo seed, service-level tests).
 */
export async function mailAsked(
  deps: { mailer: Pick<Mailer, 'send'>; publicUrl: string; notify?: Notify | undefined },
  what: {
    kind: 'asked' | 'reminder';
    person: PersonRow;
    organisationId: string;
    organisation: { name: string; language: string } | null;
    definition: QuestionnaireDefinition;
    responseId: string;
    /** The child the questions are about (null: about the guardian themselves). */
    child: ChildName | null;
  },
  tx: Db,
): Promise<{ outboxId: string | null; failure: string | null }> {
  const { person, organisation } = what;
  if (person.type !== UserType.Guardian) return { outboxId: null, failure: null };
  const kind = what.kind === 'asked' ? 'questionnaire.asked' : 'questionnaire.reminded';
  const title = inLanguage(what.definition.title, mailLanguageOf(person, organisation));
  const link = answeringPath(what.responseId);
  await deps.notify?.(tx, {
    organisationId: what.organisationId,
    userIds: [person.id],
    kind,
    // The child is named as the e-mail names them; `about` chooses the sentence that says so.
    params: { questionnaire: title, ...(what.child ? { about: 'child', child: childName(what.child) } : {}) },
    link,
  });
  if (!person.email) return { outboxId: null, failure: NO_ADDRESS };
  const language = mailLanguageOf(person, organisation);
  const outboxId = await deps.mailer.send(
    questionnaireMail(
      what.kind,
      language,
      person.email,
      person.firstName,
      organisation?.name ?? '',
      inLanguage(what.definition.title, language),
      `${deps.publicUrl}${answeringPath(what.responseId)}`,
      what.child ? childName(what.child) : null,
      await mailBrandOf(tx, what.organisationId, deps.publicUrl),
    ),
    { organisationId: what.organisationId, tx },
  );
  return { outboxId, failure: null };
}
