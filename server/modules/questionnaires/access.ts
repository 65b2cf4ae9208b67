import type { Issue, QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { RequireFeature } from '../../plugins/features.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { PersonRow, QuestionnairesRepository, QuestionnaireRow } from './repository.ts';

/** The 'Features' content item that switches questionnaires on for an organisation. */
export const QUESTIONNAIRE_FEATURE = 'Questionnaires';

export type { RequireFeature };

/** A 400 naming every problem (its path under `prefix`), the first one in the message. */
export function invalid(issues: Issue[], prefix = ''): ApiError {
  const fields = issues.map((i) => ({ path: `${prefix}${i.path}`, message: i.message }));
  return new ApiError(400, 'ValidationError', `${fields[0]?.path}: ${fields[0]?.message}`, fields);
}

/**
 * Who may do what: admins (and the super admin within the organisation they selected or name)
 * manage; staff — admins and staff accounts — fill in Admin questionnaires and work the flag queue.
 * The role and the feature of the request's organisation are the route's permission's
 * (questionnaires.manage); an organisation the super admin names is checked here, through the
 * request's reader. The feature is checked after the role, so another organisation's id and a
 * missing one answer alike.
 */
export function createAccess(repo: Pick<QuestionnairesRepository, 'byId'>, requireFeature: RequireFeature) {
  async function managed(t: Tenancy, organisationId?: string): Promise<string> {
    if (!t.superAdmin || !organisationId) return requireOrganisation(t);
    await requireFeature(organisationId, QUESTIONNAIRE_FEATURE, t);
    return organisationId;
  }
  // The role and the feature of the request's organisation are questionnaires.staff's (the route's permission).
  async function staff(t: Tenancy): Promise<string> {
    return requireOrganisation(t);
  }
  /** The questionnaire, if it is the organisation's; another organisation's reads as missing. */
  async function questionnaireIn(organisationId: string, id: string): Promise<QuestionnaireRow> {
    const row = await repo.byId(id);
    if (!row || row.organisationId !== organisationId) throw notFound('Questionnaire');
    return row;
  }
  return { managed, staff, questionnaireIn };
}
export type Access = ReturnType<typeof createAccess>;

export const toRespondent = (p: PersonRow) => ({
  id: p.id,
  type: p.type,
  first_name: p.firstName,
  surname: p.surname,
  full_name: p.fullName,
  patient_number: p.patientNumber,
  app_code: p.appCode,
});

/** A localised text in one language, English when it has no translation. */
export const inLanguage = (
  text: { en: string; ar?: string | undefined; es?: string | undefined },
  language: string,
) => (language === 'ar' || language === 'es' ? text[language] : undefined) || text.en;

/** The answerable items of a definition, in order (groups opened). */
export function questionsOf(definition: QuestionnaireDefinition) {
  const out: QuestionnaireDefinition['item'] = [];
  const walk = (items: QuestionnaireDefinition['item']) =>
    items.forEach((i) => {
      if (i.type === 'group') walk(i.item ?? []);
      else if (i.type !== 'display') out.push(i);
    });
  walk(definition.item);
  return out;
}
