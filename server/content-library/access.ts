import type { LocalisedText } from '../../src/api/contracts/questionnaire-model.ts';
import type { users } from '../modules/users/schema.ts';
import { ApiError } from '../http/errors.ts';
import { requireAdmin, requireOrganisation, type Tenancy } from '../plugins/tenancy.ts';

export type PatientRow = typeof users.$inferSelect;

/**
 * Admins of the organisation (and the super admin within the one they selected) manage quizzes and
 * missions; the feature is the routes' permission's (quizzes.manage, missions.manage), checked
 * after the role, so a guardian is told about the role whatever the organisation has.
 */
export function managedBy(t: Tenancy, what: string): string {
  requireAdmin(t, `Only admins manage ${what}`);
  return requireOrganisation(t);
}

/** A 400 naming every problem found in a body. */
export function invalidBody(fields: { path: string; message: string }[]): ApiError {
  return new ApiError(400, 'ValidationError', `${fields[0]?.path}: ${fields[0]?.message}`, fields);
}

/** Only the keys the contract allows are stored (no undefined-valued keys in jsonb). */
export const localised = (t: LocalisedText): LocalisedText => ({
  en: t.en,
  ...(t.ar ? { ar: t.ar } : {}),
  ...(t.es ? { es: t.es } : {}),
});

export const toRespondent = (p: PatientRow) => ({
  id: p.id,
  type: p.type,
  first_name: p.firstName,
  surname: p.surname,
  full_name: p.fullName,
  patient_number: p.patientNumber,
  app_code: p.appCode,
});

/** Ids that occur more than once. */
export const duplicates = (ids: string[]): string[] => [
  ...new Set(ids.filter((id, i) => ids.indexOf(id) !== i)),
];
